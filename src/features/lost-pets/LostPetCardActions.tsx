import {
  Binoculars,
  CheckCircle2,
  MessageCircle,
  MessagesSquare,
  Printer,
  RotateCcw,
  Share2,
  ShieldAlert,
} from 'lucide-react'
import { lostPets as t } from '../../i18n/es/lost-pets'
import { chatLink } from './lost-pet-list'
import type { ListedLostPet } from './lost-pets.repo'

export interface CardActionHandlers {
  onSighting: (pet: ListedLostPet) => void
  onShare: (pet: ListedLostPet) => void
  onStatus: (pet: ListedLostPet) => void
  /** 'Enviar mensaje': the in-app conversation with the reporter */
  onMessage: (pet: ListedLostPet) => void
  onFlyer: (pet: ListedLostPet) => void
}

const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-semibold'

/**
 * §2 card actions: contact through a chat link (the contact phone's digits, a pre-filled
 * message), 'Enviar mensaje' (an in-app conversation with the reporter that needs no match and
 * no phone, with the scam warning beside it), 'Vi a esta mascota' (lost tab, not on one's own
 * alert), share, the printable flyer (lost tab, for anyone: a neighbour may print and post one
 * too, as the public page is public), and for the reporter or owner (§6) mark found / lost again.
 */
export function LostPetCardActions({
  pet,
  isMine,
  isOpening,
  onSighting,
  onShare,
  onStatus,
  onMessage,
  onFlyer,
}: CardActionHandlers & { pet: ListedLostPet; isMine: boolean; isOpening: boolean }) {
  const link = chatLink(pet.contactPhone, t.actions.contactMessage(pet.name))
  const isLost = pet.status === 'active'
  // The flyer comes last; it takes a whole row when the others fill theirs.
  const othersCount = [
    Boolean(link) && !isMine,
    !isMine, // Enviar mensaje
    isLost && !isMine,
    true, // Compartir
    isMine,
  ].filter(Boolean).length
  return (
    <div className="mt-3 grid grid-cols-2 gap-2">
      {link && !isMine ? (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t.actions.contactLabel(pet.name)}
          className={`${BUTTON} bg-green-700 text-white hover:bg-green-800`}
        >
          <MessageCircle aria-hidden="true" className="h-4 w-4" />
          {t.actions.contact}
        </a>
      ) : null}
      {isMine ? null : (
        <button
          type="button"
          onClick={() => onMessage(pet)}
          disabled={isOpening}
          aria-label={t.actions.messageLabel(pet.name)}
          className={`${BUTTON} bg-sky-700 text-white hover:bg-sky-800 disabled:opacity-60`}
        >
          <MessagesSquare aria-hidden="true" className="h-4 w-4" />
          {isOpening ? t.actions.messageBusy : t.actions.message}
        </button>
      )}
      {isLost && !isMine ? (
        <button
          type="button"
          onClick={() => onSighting(pet)}
          className={`${BUTTON} bg-brand-500 text-white hover:bg-brand-600`}
        >
          <Binoculars aria-hidden="true" className="h-4 w-4" />
          {t.actions.sighting}
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => onShare(pet)}
        aria-label={t.actions.shareLabel(pet.name)}
        className={`${BUTTON} bg-gray-100 text-gray-800 hover:bg-gray-200`}
      >
        <Share2 aria-hidden="true" className="h-4 w-4" />
        {t.actions.share}
      </button>
      {isMine ? (
        <button
          type="button"
          onClick={() => onStatus(pet)}
          className={`${BUTTON} ${
            isLost
              ? 'bg-green-50 text-green-800 ring-1 ring-green-200'
              : 'bg-red-50 text-red-800 ring-1 ring-red-200'
          }`}
        >
          {isLost ? (
            <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
          ) : (
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
          )}
          {isLost ? t.actions.markFound : t.actions.markLost}
        </button>
      ) : null}
      {isLost ? (
        <button
          type="button"
          onClick={() => onFlyer(pet)}
          aria-label={t.flyer.openLabel(pet.name)}
          className={`${BUTTON} bg-gray-100 text-gray-800 hover:bg-gray-200 ${
            othersCount % 2 === 0 ? 'col-span-2' : ''
          }`}
        >
          <Printer aria-hidden="true" className="h-4 w-4" />
          {t.flyer.open}
        </button>
      ) : null}
      {isMine ? null : (
        <p className="col-span-2 flex items-start gap-1.5 text-xs text-amber-900">
          <ShieldAlert aria-hidden="true" className="mt-px h-3.5 w-3.5 shrink-0" />
          {t.scamWarning}
        </p>
      )}
    </div>
  )
}
