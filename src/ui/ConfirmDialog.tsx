import { useId, type ReactNode } from 'react'
import { useModalDialog } from './use-modal-dialog'

interface ConfirmDialogProps {
  isOpen: boolean
  title: string
  /** a sentence under the title (omitted: the title says it all) */
  text?: string
  /** drawn in a red circle above the title */
  icon?: ReactNode
  confirmLabel: string
  /** shown on the confirm button while the action runs */
  busyLabel?: string
  cancelLabel: string
  isBusy: boolean
  onConfirm: () => void
  onCancel: () => void
  role?: 'dialog' | 'alertdialog'
}

/**
 * A yes/no question before a destructive action, in a native modal <dialog> (focus trap, Esc
 * and the backdrop for free). Esc and Cancel do nothing while the action runs.
 */
export function ConfirmDialog({
  isOpen,
  title,
  text,
  icon,
  confirmLabel,
  busyLabel,
  cancelLabel,
  isBusy,
  onConfirm,
  onCancel,
  role = 'dialog',
}: ConfirmDialogProps) {
  const titleId = useId()
  const textId = useId()
  const ref = useModalDialog(isOpen)
  return (
    <dialog
      ref={ref}
      role={role === 'dialog' ? undefined : role}
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      onCancel={(event) => {
        event.preventDefault()
        if (!isBusy) onCancel()
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-3xl bg-white p-6 shadow-2xl backdrop:bg-gray-950/50"
    >
      {icon ? (
        <div className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-red-600">
          {icon}
        </div>
      ) : null}
      <h2 id={titleId} className="text-center text-lg font-bold text-gray-900">
        {title}
      </h2>
      {text ? (
        <p id={textId} className="mt-1 text-center text-sm text-gray-600">
          {text}
        </p>
      ) : null}
      <div className="mt-5 flex gap-3">
        <button
          type="button"
          onClick={onCancel}
          disabled={isBusy}
          className="flex-1 rounded-full bg-gray-100 px-3 py-2.5 font-semibold text-gray-800 hover:bg-gray-200 disabled:opacity-50"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={isBusy}
          className="flex-1 rounded-full bg-red-600 px-3 py-2.5 font-semibold whitespace-nowrap text-white hover:bg-red-700 disabled:opacity-50"
        >
          {isBusy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
