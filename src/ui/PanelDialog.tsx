import { useId, type ReactNode } from 'react'
import { X } from 'lucide-react'
import { ModalDialog } from './ModalDialog'

interface PanelDialogProps {
  isOpen: boolean
  title: string
  /** the close button's accessible name ('Cerrar') */
  closeLabel: string
  onClose: () => void
  /** while a submit runs, neither Esc nor the close button closes it */
  isBusy?: boolean
  /** 'form': a wider white sheet for long forms; 'panel': a settings-style grey panel */
  look?: 'panel' | 'form'
  children: ReactNode
}

const LOOKS = {
  panel: 'w-[calc(100%-2rem)] max-w-md bg-gray-50 p-5',
  // A long form keeps its Cancelar/submit bar stuck to the bottom: the scroll padding makes the
  // browser scroll a focused field above that bar, not under it. The bar is about 100 px tall
  // on a phone, where a half-width label such as 'Reportar Avistamiento' takes two lines.
  form: 'w-[calc(100%-1rem)] max-w-lg scroll-pb-32 bg-white p-4',
}

/**
 * A titled dialog with a close button whose body scrolls on short screens, in a native modal
 * <dialog>. Its content is mounted only while open, so each opening starts afresh.
 */
export function PanelDialog({
  isOpen,
  title,
  closeLabel,
  onClose,
  isBusy = false,
  look = 'panel',
  children,
}: PanelDialogProps) {
  const titleId = useId()
  return (
    <ModalDialog
      isOpen={isOpen}
      aria-labelledby={titleId}
      onDismiss={() => {
        if (!isBusy) onClose()
      }}
      className={`m-auto max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-3xl shadow-2xl backdrop:bg-gray-950/50 ${LOOKS[look]}`}
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold text-gray-900">
          {title}
        </h2>
        <button
          type="button"
          aria-label={closeLabel}
          disabled={isBusy}
          onClick={onClose}
          className="-mr-1 flex h-11 w-11 items-center justify-center rounded-full text-gray-500 hover:bg-gray-200 hover:text-gray-900 disabled:opacity-50"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {isOpen ? children : null}
    </ModalDialog>
  )
}
