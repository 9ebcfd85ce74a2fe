import type { ReactNode } from 'react'
import { MapPin, PawPrint } from 'lucide-react'
import { thumbnailPath } from '@contract/media'
import type { DiscoverPet } from '../discover'
import { home as t } from '../../i18n/es/home'
import { CONTENT_MARK } from '../../ui/content-mark'
import { ImageWithFallback } from '../../ui/ImageWithFallback'
import { resolveMediaUrl } from '../../ui/media-url'
import { petAge } from '../../i18n/pet-age'
import { personalityName } from '../../i18n/personality-name'

interface CardFaceProps {
  pet: DiscoverPet
  /** the photo area: a button on the top card (opens the viewer), plain on the one behind */
  onOpenPhotos?: () => void
  /** the comment button and 'Ver perfil' link, only on the top card */
  actions?: ReactNode
}

const MAX_PERSONALITIES = 3

// "The home's content is on screen" for the network bench (ui/content-mark.ts): the top card's
// name, painted from the stored stack, and its photo (ImageWithFallback's isPriority).
const TOP_CARD_TIMING = { elementtiming: CONTENT_MARK }

/** What a discover card shows (spec §2 'Home / discover'): photo, who, where, what they are like. */
export function CardFace({ pet, onOpenPhotos, actions }: CardFaceProps) {
  const main = resolveMediaUrl(pet.photos[0])
  const photo = (
    <ImageWithFallback
      // The card-size thumbnail first (media.ts), the full photo when there is none.
      path={main ? [thumbnailPath(main), main] : null}
      alt={t.card.photoAlt(pet.name)}
      className="pointer-events-none h-full w-full object-cover select-none"
      isPriority={actions !== undefined}
      fallback={
        <span
          role="img"
          aria-label={t.card.photoAlt(pet.name)}
          className="flex h-full w-full items-center justify-center bg-brand-50 text-orange-300"
        >
          <PawPrint aria-hidden="true" className="h-24 w-24" />
        </span>
      }
    />
  )
  const shown = pet.personalities.slice(0, MAX_PERSONALITIES)
  return (
    <div className="relative h-full w-full overflow-hidden rounded-3xl bg-gray-200 shadow-lg">
      {onOpenPhotos ? (
        <button
          type="button"
          aria-label={t.card.photoButton(pet.name)}
          onClick={onOpenPhotos}
          className="absolute inset-0 block h-full w-full cursor-zoom-in"
        >
          {photo}
        </button>
      ) : (
        <div className="absolute inset-0">{photo}</div>
      )}
      {pet.photos.length > 1 ? (
        <span className="pointer-events-none absolute top-3 right-3 flex items-center gap-1 rounded-full bg-black/50 px-2.5 py-1 text-xs font-semibold text-white">
          {t.card.photoCount(pet.photos.length)}
        </span>
      ) : null}
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 via-black/60 to-transparent px-4 pt-16 pb-4 text-white">
        <h2 className="text-2xl leading-tight font-bold" {...(actions ? TOP_CARD_TIMING : {})}>
          {pet.name}, <span className="font-semibold">{petAge(pet.age)}</span>
        </h2>
        <p className="text-sm text-white/90">
          {pet.breed} · {t.card.gender[pet.gender]}
          {pet.inHeat ? (
            <span className="ml-2 rounded-full bg-white/20 px-2 py-0.5 text-xs font-semibold">
              {t.card.inHeat}
            </span>
          ) : null}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-white/90">
          {pet.distance !== null || pet.distanceHidden ? (
            <span className="flex items-center gap-1">
              <MapPin aria-hidden="true" className="h-4 w-4" />
              {/* The owner hides the kilometres (Settings › Privacidad): the server's 'cerca de ti'. */}
              {pet.distance !== null ? t.card.distance(pet.distance) : pet.formattedDistance}
            </span>
          ) : null}
          <span className="min-w-0 truncate">{t.card.owner(pet.owner.name, pet.owner.city)}</span>
        </p>
        {shown.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {shown.map((personality) => (
              <li
                key={personality.id}
                className="rounded-full bg-white/20 px-2.5 py-0.5 text-xs font-medium backdrop-blur-sm"
              >
                {personalityName(personality, pet.gender)}
              </li>
            ))}
          </ul>
        ) : null}
        {actions ? <div className="mt-3 flex items-center gap-2">{actions}</div> : null}
      </div>
    </div>
  )
}
