import { useId } from 'react'
import { comments as t } from '../../i18n/es/comments'
import { useModalDialog } from '../../ui/use-modal-dialog'

interface ConfirmDeleteDialogProps {
  isOpen: boolean
  isBusy: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** '¿Estás seguro de eliminar este comentario?' as an in-app alert dialog, not window.confirm. */
export function ConfirmDeleteDialog({
  isOpen,
  isBusy,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) {
  const textId = useId()
  const ref = useModalDialog(isOpen)
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={textId}
      onCancel={(event) => {
        event.preventDefault()
        if (!isBusy) onCancel()
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-3xl bg-white p-6 shadow-2xl backdrop:bg-gray-950/50"
    >
      <p id={textId} className="text-center text-base font-semibold text-gray-900">
        {t.deleteConfirm}
      </p>
      <div className="mt-5 flex gap-3">
        <button
          type="button"
          onClick={onCancel}
          disabled={isBusy}
          className="flex-1 rounded-full bg-gray-100 px-4 py-2.5 font-semibold text-gray-800 hover:bg-gray-200 disabled:opacity-50"
        >
          {t.deleteNo}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={isBusy}
          className="flex-1 rounded-full bg-red-600 px-4 py-2.5 font-semibold text-white hover:bg-red-700 disabled:opacity-50"
        >
          {isBusy ? t.deleting : t.deleteYes}
        </button>
      </div>
    </dialog>
  )
}
