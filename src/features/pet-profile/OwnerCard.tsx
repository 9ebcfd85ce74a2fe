import { petProfile } from '../../i18n/es/pet-profile'
import { ImageWithFallback } from '../../ui/ImageWithFallback'
import type { ProfileOwner } from './pet-profile.types'

const t = petProfile.owner
const AVATAR = 'h-12 w-12 shrink-0 rounded-full'

/** The pet's owner: avatar (or initial), name and city. */
export function OwnerCard({ owner, isYou }: { owner: ProfileOwner; isYou: boolean }) {
  return (
    <section
      aria-label={t.title}
      className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-gray-100"
    >
      <ImageWithFallback
        path={owner.avatar}
        alt={t.avatarAlt(owner.name)}
        className={`${AVATAR} object-cover`}
        fallback={
          <span
            aria-hidden="true"
            className={`${AVATAR} flex items-center justify-center bg-brand-500 text-lg font-bold text-white`}
          >
            {owner.name.trim().charAt(0).toUpperCase()}
          </span>
        }
      />
      <div className="min-w-0">
        <p className="text-xs text-gray-500">{t.title}</p>
        <p className="truncate font-semibold text-gray-900">
          {owner.name}
          {isYou ? <span className="font-normal text-gray-500"> ({t.you})</span> : null}
        </p>
        {owner.city ? <p className="truncate text-sm text-gray-600">{owner.city}</p> : null}
      </div>
    </section>
  )
}
