import { useId } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Heart, MessageCircle, PawPrint } from 'lucide-react'
import type { MatchDetail } from '../matching'
import { home as t } from '../../i18n/es/home'
import { ImageWithFallback } from '../../ui/ImageWithFallback'
import { ModalDialog } from '../../ui/ModalDialog'

export interface MatchModalProps {
  match: MatchDetail
  onClose: () => void
}

function PetBubble({ photo, name }: { photo: string | null; name: string }) {
  return (
    <figure className="flex flex-col items-center gap-2">
      <ImageWithFallback
        path={photo}
        alt={t.card.photoAlt(name)}
        className="h-28 w-28 rounded-full border-4 border-white object-cover shadow-lg"
        fallback={
          <span
            role="img"
            aria-label={t.card.photoAlt(name)}
            className="flex h-28 w-28 items-center justify-center rounded-full border-4 border-white bg-brand-50 text-orange-400 shadow-lg"
          >
            <PawPrint aria-hidden="true" className="h-12 w-12" />
          </span>
        }
      />
      <figcaption className="font-semibold">{name}</figcaption>
    </figure>
  )
}

/** '¡Es un Match!' (spec §2): both pets, 'Enviar mensaje' to the chat, 'Seguir viendo' closes. */
export function MatchModal({ match, onClose }: MatchModalProps) {
  const titleId = useId()
  const navigate = useNavigate()
  return (
    <ModalDialog
      isOpen={true}
      aria-labelledby={titleId}
      onDismiss={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-3xl bg-gradient-to-br from-brand-500 to-rose-500 p-6 text-center text-white shadow-2xl backdrop:bg-gray-950/60"
    >
      <h2 id={titleId} className="text-3xl font-black tracking-tight">
        {t.match.title}
      </h2>
      <p className="mt-1 text-white/90">{t.match.text(match.myPet.name, match.otherPet.name)}</p>
      <div className="my-5 flex items-center justify-center gap-3">
        <PetBubble photo={match.myPet.photo} name={match.myPet.name} />
        <Heart aria-hidden="true" className="h-8 w-8 shrink-0" fill="currentColor" />
        <PetBubble photo={match.otherPet.photo} name={match.otherPet.name} />
      </div>
      <div className="flex flex-col gap-2">
        <button
          type="button"
          onClick={() => {
            onClose()
            void navigate({ to: '/chat/$matchId', params: { matchId: match.id } })
          }}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-white px-5 py-3 font-bold text-brand-700 shadow hover:bg-brand-50"
        >
          <MessageCircle aria-hidden="true" className="h-5 w-5" />
          {t.match.sendMessage}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="rounded-full border-2 border-white/80 px-5 py-2.5 font-semibold hover:bg-white/10"
        >
          {t.match.keepBrowsing}
        </button>
      </div>
    </ModalDialog>
  )
}
