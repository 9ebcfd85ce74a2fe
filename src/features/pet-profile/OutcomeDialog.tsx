import { useId } from 'react'
import { Heart, Info, Star, TriangleAlert } from 'lucide-react'
import { petProfile } from '../../i18n/es/pet-profile'
import { ModalDialog } from '../../ui/ModalDialog'
import type { OutcomeNotice } from './answer-outcome'
import { Button } from '../../ui/Button'

interface OutcomeDialogProps {
  notice: OutcomeNotice | null
  onClose: () => void
}

const ICONS = {
  match: { Icon: Heart, box: 'bg-pink-100 text-pink-600' },
  superlike: { Icon: Star, box: 'bg-sky-100 text-sky-600' },
  info: { Icon: Info, box: 'bg-brand-100 text-brand-600' },
  error: { Icon: TriangleAlert, box: 'bg-red-50 text-red-600' },
} as const

/** The answer's outcome as an alert dialog (native modal <dialog>, not window.alert). */
export function OutcomeDialog({ notice, onClose }: OutcomeDialogProps) {
  const titleId = useId()
  const textId = useId()
  const { Icon, box } = ICONS[notice?.tone ?? 'info']
  return (
    <ModalDialog
      isOpen={notice !== null}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onDismiss={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-3xl bg-white p-6 text-center shadow-2xl backdrop:bg-gray-950/50"
    >
      <div className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full ${box}`}>
        <Icon aria-hidden="true" className="h-7 w-7" />
      </div>
      <h2 id={titleId} className="mt-3 text-xl font-bold text-gray-900">
        {notice?.title}
      </h2>
      <p id={textId} className="mt-1 text-sm text-gray-600">
        {notice?.text}
      </p>
      <Button onClick={onClose} isFullWidth className="mt-5">
        {petProfile.outcome.accept}
      </Button>
    </ModalDialog>
  )
}
