import { useId, type ReactNode } from 'react'
import { DialogActions } from './DialogActions'
import { ModalDialog } from './ModalDialog'

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
  return (
    <ModalDialog
      isOpen={isOpen}
      role={role === 'dialog' ? undefined : role}
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      onDismiss={() => {
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
      <DialogActions
        cancelLabel={cancelLabel}
        confirmLabel={isBusy && busyLabel ? busyLabel : confirmLabel}
        isBusy={isBusy}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </ModalDialog>
  )
}
