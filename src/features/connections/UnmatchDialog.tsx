import { useId } from 'react'
import { HeartCrack } from 'lucide-react'
import { connections as t } from '../../i18n/es/connections'
import { useModalDialog } from '../../ui/use-modal-dialog'

interface UnmatchDialogProps {
  isOpen: boolean
  petName: string
  isBusy: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** '¿Deshacer este match?' in a native modal <dialog> (focus trap and Esc for free). */
export function UnmatchDialog({
  isOpen,
  petName,
  isBusy,
  onConfirm,
  onCancel,
}: UnmatchDialogProps) {
  const titleId = useId()
  const textId = useId()
  const ref = useModalDialog(isOpen)
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      // Esc closes natively; keep the state in step (and ignore it while the unmatch runs).
      onCancel={(event) => {
        event.preventDefault()
        if (!isBusy) onCancel()
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-3xl bg-white p-6 shadow-2xl backdrop:bg-gray-950/50"
    >
      <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <HeartCrack aria-hidden="true" className="h-6 w-6" />
      </div>
      <h2 id={titleId} className="mt-3 text-center text-lg font-bold text-gray-900">
        {t.detail.confirmTitle}
      </h2>
      <p id={textId} className="mt-1 text-center text-sm text-gray-600">
        {t.detail.confirmText(petName)}
      </p>
      <div className="mt-5 flex gap-3">
        <button
          type="button"
          onClick={onCancel}
          disabled={isBusy}
          className="flex-1 rounded-full bg-gray-100 px-3 py-2.5 font-semibold text-gray-800 hover:bg-gray-200 disabled:opacity-50"
        >
          {t.detail.cancel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={isBusy}
          className="flex-1 rounded-full bg-red-600 px-3 py-2.5 font-semibold whitespace-nowrap text-white hover:bg-red-700 disabled:opacity-50"
        >
          {isBusy ? t.detail.working : t.detail.confirm}
        </button>
      </div>
    </dialog>
  )
}
