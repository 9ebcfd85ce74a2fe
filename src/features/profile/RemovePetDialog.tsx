import { useId } from 'react'
import { Trash2 } from 'lucide-react'
import { profile as t } from '../../i18n/es/profile'
import { useModalDialog } from '../../ui/use-modal-dialog'

interface RemovePetDialogProps {
  /** the pet asked about; null keeps the dialog closed */
  petName: string | null
  isBusy: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** '¿Eliminar a {nombre}?' in a native modal <dialog> (focus trap and Esc for free). */
export function RemovePetDialog({ petName, isBusy, onConfirm, onCancel }: RemovePetDialogProps) {
  const titleId = useId()
  const textId = useId()
  const isOpen = petName !== null
  const ref = useModalDialog(isOpen)

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      // Esc closes natively; keep the state in step (and ignore it while the delete runs).
      onCancel={(event) => {
        event.preventDefault()
        if (!isBusy) onCancel()
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-3xl bg-white p-6 shadow-2xl backdrop:bg-gray-950/50"
    >
      <div className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-red-600">
        <Trash2 aria-hidden="true" className="h-6 w-6" />
      </div>
      <h2 id={titleId} className="mt-3 text-center text-lg font-bold text-gray-900">
        {petName ? t.removeTitle(petName) : null}
      </h2>
      <p id={textId} className="mt-1 text-center text-sm text-gray-600">
        {t.removeText}
      </p>
      <div className="mt-5 flex gap-3">
        <button
          type="button"
          onClick={onCancel}
          disabled={isBusy}
          className="flex-1 rounded-full bg-gray-100 px-4 py-2.5 font-semibold text-gray-800 hover:bg-gray-200 disabled:opacity-50"
        >
          {t.removeCancel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={isBusy}
          className="flex-1 rounded-full bg-red-600 px-4 py-2.5 font-semibold text-white hover:bg-red-700 disabled:opacity-50"
        >
          {t.removeConfirm}
        </button>
      </div>
    </dialog>
  )
}
