import { Link } from '@tanstack/react-router'
import { Clock, MessageCircle, PawPrint, Star, X } from 'lucide-react'
import { favorites as t } from '../../i18n/es/favorites'
import { PetThumb } from '../../ui/PetThumb'
import { isRemovableFavorite, PendingMark, type Connection } from '../connections'
import { petAge } from '../../i18n/pet-age'

interface FavoriteCardProps {
  favorite: Connection
  isRemoving: boolean
  onRemove: (favorite: Connection) => void
  /** the user tried to chat without a match */
  onNoMatch: () => void
}

// 44 px tall: the smallest comfortable tap target (WCAG 2.5.5).
const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-1 rounded-full px-2 text-xs font-semibold whitespace-nowrap'

/**
 * A liked pet (spec §4 'Favorites'): with a match, 'Chat'; without, 'Esperando que te den like'
 * and a disabled 'Sin match'; a super like without a match is marked 'Esperando'.
 */
export function FavoriteCard({ favorite, isRemoving, onRemove, onNoMatch }: FavoriteCardProps) {
  const name = favorite.otherPetName ?? ''
  const { matchId } = favorite
  const details = [
    favorite.otherPetBreed,
    favorite.otherPetAge !== null ? petAge(favorite.otherPetAge) : null,
  ].filter(Boolean)
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-100">
      <div className="relative">
        <PetThumb
          image={favorite.otherPetImage}
          alt={t.photoAlt(name)}
          className="aspect-[4/3] w-full"
        />
        <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
          {favorite.isSuperLike && !matchId ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-sky-500 px-2 py-0.5 text-[11px] font-bold text-white shadow">
              <Star aria-hidden="true" className="h-3 w-3 fill-current" />
              {t.waitingBadge}
            </span>
          ) : null}
          {matchId ? (
            <span className="rounded-full bg-brand-500 px-2 py-0.5 text-[11px] font-bold text-white shadow">
              {t.matched}
            </span>
          ) : null}
          {favorite.syncState !== 'synced' ? <PendingMark /> : null}
        </div>
        {isRemovableFavorite(favorite.id) ? (
          <button
            type="button"
            aria-label={t.remove}
            title={t.removeNamed(name)}
            disabled={isRemoving}
            onClick={() => onRemove(favorite)}
            // The tap target is 44×44 around the 32 px circle drawn inside it.
            className="group absolute top-0 right-0 flex h-11 w-11 items-center justify-center text-gray-700 hover:text-red-600 disabled:opacity-50"
          >
            <span className="flex h-8 w-8 items-center justify-center rounded-full bg-white/90 shadow group-hover:bg-white">
              <X aria-hidden="true" className="h-4 w-4" />
            </span>
          </button>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-0.5 p-3">
        {/* Wrapped, not cut: a card's details ('Golden Retriever · 3 años') fit on two lines. */}
        <h2 className="font-bold break-words text-gray-900">{name}</h2>
        {details.length > 0 ? (
          <p className="text-xs break-words text-gray-600">{details.join(' · ')}</p>
        ) : null}
        {favorite.otherUserName ? (
          <p className="text-xs break-words text-gray-500">{t.owner(favorite.otherUserName)}</p>
        ) : null}
        {!matchId ? (
          <p className="mt-1 flex items-center gap-1 text-xs font-medium text-amber-700">
            <Clock aria-hidden="true" className="h-3 w-3 shrink-0" />
            {t.waitingLike}
          </p>
        ) : null}
        <div className="mt-auto flex flex-col gap-1.5 pt-2">
          {matchId ? (
            <Link
              to="/chat/$matchId"
              params={{ matchId }}
              className={`${BUTTON} bg-brand-500 text-white hover:bg-brand-600`}
            >
              <MessageCircle aria-hidden="true" className="h-3.5 w-3.5" />
              {t.chat}
            </Link>
          ) : (
            // aria-disabled, not disabled: a tap still explains why there is no chat yet.
            <button
              type="button"
              aria-disabled="true"
              onClick={onNoMatch}
              className={`${BUTTON} cursor-not-allowed bg-gray-100 text-gray-400`}
            >
              <MessageCircle aria-hidden="true" className="h-3.5 w-3.5" />
              {t.noMatch}
            </button>
          )}
          {favorite.otherPetId ? (
            <Link
              to="/pet/$petId"
              params={{ petId: favorite.otherPetId }}
              className={`${BUTTON} bg-white text-brand-700 ring-1 ring-orange-200 hover:bg-brand-50`}
            >
              <PawPrint aria-hidden="true" className="h-3.5 w-3.5" />
              {t.viewProfile}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  )
}
