import { useId, type ReactNode } from 'react'
import { X } from 'lucide-react'
import { useModalDialog } from './use-modal-dialog'

interface PanelDialogProps {
  isOpen: boolean
  title: string
  /** the close button's accessible name ('Cerrar') */
  closeLabel: string
  onClose: () => void
  children: ReactNode
}

/**
 * A settings-style panel in a native modal <dialog>: a title, a close button and the content
 * on a light grey ground. Esc closes it like the button does.
 */
export function PanelDialog({ isOpen, title, closeLabel, onClose, children }: PanelDialogProps) {
  const titleId = useId()
  const ref = useModalDialog(isOpen)
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      className="m-auto max-h-[calc(100dvh-1rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-3xl bg-gray-50 p-5 shadow-2xl backdrop:bg-gray-950/50"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold text-gray-900">
          {title}
        </h2>
        <button
          type="button"
          aria-label={closeLabel}
          onClick={onClose}
          className="-mr-1 flex h-11 w-11 items-center justify-center rounded-full text-gray-500 hover:bg-gray-200 hover:text-gray-900"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {isOpen ? children : null}
    </dialog>
  )
}
