import { lazy, Suspense, useId } from 'react'
import { CalendarDays, MapPin, Pencil } from 'lucide-react'
import type { MyProfile } from '../account'
import { PendingBadge } from '../offline'
import { profile as t } from '../../i18n/es/profile'
import { FailedChangeBar } from './FailedChangeBar'
import { ChangeablePicture } from './ChangeablePicture'
import { PremiumBadge } from './PremiumBadge'
import { ProfileBanner } from './ProfileBanner'
import { UserAvatar } from './UserAvatar'
import type { PictureUpload } from './use-picture-upload'

const monthYear = new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric' })

/** 'Miembro desde enero de 2025' (month and year in Spanish), or null for a bad date. */
export function memberSince(createdAt: string): string | null {
  const date = new Date(createdAt)
  return Number.isNaN(date.getTime()) ? null : t.memberSince(monthYear.format(date))
}

// Bare coordinates (an old save without a geocoded name) read as the nearest known place. The
// location module comes after the first render: it is not part of this screen's first load.
const PlaceText = lazy(() =>
  import('../location/PlaceText').then((module) => ({ default: module.PlaceText })),
)

/** The free-text location, else the city and country the location sharing found. */
function placeOf(profile: MyProfile): string | null {
  if (profile.location) return profile.location
  const parts = [profile.city, profile.country].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : null
}

interface ProfileHeaderProps {
  profile: MyProfile
  avatar: PictureUpload
  banner: PictureUpload
  onEdit: () => void
  onDiscard: () => void
}

/**
 * Who the user is (spec §2): banner and avatar (each with its camera button), name, the
 * 'Cuenta Premium' badge, bio, location and 'member since'; 'Editar perfil'; and where the
 * last profile change stands (pending, or failed with 'Descartar').
 */
export function ProfileHeader({ profile, avatar, banner, onEdit, onDiscard }: ProfileHeaderProps) {
  const nameId = useId()
  const since = memberSince(profile.createdAt)
  const place = placeOf(profile)
  const isBusy = avatar.isUploading || banner.isUploading
  return (
    <section
      aria-labelledby={nameId}
      className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-gray-100"
    >
      <ChangeablePicture kind="banner" upload={banner} disabled={isBusy}>
        <ProfileBanner name={profile.name} banner={banner.shown} />
      </ChangeablePicture>
      <div className="-mt-12 flex flex-col items-center px-5 pb-5 text-center">
        <ChangeablePicture kind="avatar" upload={avatar} disabled={isBusy}>
          <UserAvatar name={profile.name} avatar={avatar.shown} />
        </ChangeablePicture>
        <div className="mt-2 flex max-w-full flex-wrap items-center justify-center gap-x-2 gap-y-1">
          <h2 id={nameId} className="min-w-0 text-xl font-bold break-words text-gray-900">
            {profile.name}
          </h2>
          {profile.syncState === 'pending' ? <PendingBadge /> : null}
        </div>
        {profile.subscription.type === 'premium' ? (
          <div className="mt-1.5">
            <PremiumBadge />
          </div>
        ) : null}
        {profile.bio ? (
          <p className="mt-2 text-sm break-words whitespace-pre-line text-gray-700">
            {profile.bio}
          </p>
        ) : (
          <p className="mt-2 text-sm text-gray-400 italic">{t.noBio}</p>
        )}
        <div className="mt-2 flex flex-col items-center gap-0.5 text-sm text-gray-600">
          {place ? (
            <p className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-500" />
              <span className="break-words">
                <Suspense fallback={place}>
                  <PlaceText text={place} />
                </Suspense>
              </span>
            </p>
          ) : null}
          {since ? (
            <p className="inline-flex items-center gap-1 text-xs text-gray-500">
              <CalendarDays aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
              {since}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onEdit}
          className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-5 py-2 text-sm font-semibold text-brand-700 ring-1 ring-orange-200 hover:bg-brand-50"
        >
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {t.editProfile}
        </button>
        {profile.syncState === 'failed' ? (
          <FailedChangeBar
            className="mt-4 w-full text-left"
            actions={[{ label: t.discard, onClick: onDiscard }]}
          >
            {t.profileFailed}
          </FailedChangeBar>
        ) : null}
      </div>
    </section>
  )
}
