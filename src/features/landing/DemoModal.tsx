import { X } from 'lucide-react'
import { landing } from '../../i18n/es/landing'
import { ModalDialog } from '../../ui/ModalDialog'

const t = landing.demo

interface DemoModalProps {
  isOpen: boolean
  onClose: () => void
}

/** The hero's demo video placeholder, in a native modal <dialog> (focus trap and Esc for free). */
export function DemoModal({ isOpen, onClose }: DemoModalProps) {
  return (
    <ModalDialog
      isOpen={isOpen}
      aria-labelledby="demo-modal-title"
      onDismiss={onClose}
      closeOnBackdrop
      className="m-auto w-[calc(100%-2rem)] max-w-lg overflow-hidden rounded-3xl bg-white p-0 shadow-2xl backdrop:bg-gray-950/60 backdrop:backdrop-blur-sm"
    >
      <div className="relative">
        <div className="relative flex aspect-video items-center justify-center bg-gradient-to-br from-amber-300 via-brand-500 to-rose-500">
          <span
            aria-hidden="true"
            className="flex h-16 w-16 items-center justify-center rounded-full bg-white/90 shadow-lg ring-8 ring-white/25"
          >
            <span className="ml-1 border-y-[10px] border-l-[16px] border-y-transparent border-l-brand-600" />
          </span>
        </div>
        <button
          type="button"
          aria-label={t.close}
          onClick={onClose}
          className="absolute top-3 right-3 flex h-10 w-10 items-center justify-center rounded-full bg-gray-950/40 text-white transition-colors hover:bg-gray-950/60 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
        <div className="px-6 pt-5 pb-6 text-center">
          <p className="text-sm font-semibold text-brand-600">{t.title}</p>
          <h2 id="demo-modal-title" className="mt-1 text-xl font-bold text-gray-900">
            {t.message}
          </h2>
          <p className="mt-2 text-sm text-gray-600">{t.detail}</p>
        </div>
      </div>
    </ModalDialog>
  )
}
