import { lazy, Suspense, useState } from 'react'
import { profileMessages } from '@contract/users.messages'
import { useSyncErrors } from '../../sync'
import {
  discardProfileChanges,
  updateProfile,
  uploadAvatar,
  uploadBanner,
  useMyProfile,
} from '../account'
import { useMyPets } from '../pets'
import { useUserStats } from '../home'
import { profile as t } from '../../i18n/es/profile'
import type { SaveOutcome } from './EditProfileDialog'
import { MyPetsSection } from './MyPetsSection'
import { PicturePreviewDialog } from './PicturePreviewDialog'
import { ProfileHeader } from './ProfileHeader'
import { QuickActions } from './QuickActions'
import { StatsCard } from './StatsCard'
import { usePictureUpload, type FlashMessage } from './use-picture-upload'
import { DismissibleNotice } from './DismissibleNotice'

// The editor brings react-hook-form and zod: loaded when first opened (the service worker
// precaches every chunk, so it opens offline too), keeping the profile's first load light.
const EditProfileDialog = lazy(() =>
  import('./EditProfileDialog').then((module) => ({ default: module.EditProfileDialog })),
)

/**
 * The signed-in user's profile (/profile, spec §2). Everything but the statistics comes from
 * the local database — the profile and 'Mis Mascotas' open offline with what was last synced,
 * and changes made on another tab or device appear by themselves. Edits go through the offline
 * engine (pending until the server has them); pictures need the network.
 */
export function ProfilePage() {
  const { profile } = useMyProfile()
  const { pets, isLoading } = useMyPets()
  const stats = useUserStats(profile?.id ?? '')
  // Refusals that arrive after the action returned (e.g. a change replayed once back online).
  const { errors, dismiss } = useSyncErrors()
  const [flash, setFlash] = useState<FlashMessage | null>(null)
  const [isEditing, setIsEditing] = useState(false)
  const avatar = usePictureUpload('avatar', profile?.avatar ?? null, uploadAvatar, setFlash)
  const banner = usePictureUpload('banner', profile?.banner ?? null, uploadBanner, setFlash)
  if (!profile) return null

  const closeEditor = (outcome: SaveOutcome | null) => {
    setIsEditing(false)
    if (outcome === 'saved') setFlash({ tone: 'success', text: profileMessages.profileSaved })
    if (outcome === 'offline') setFlash({ tone: 'info', text: t.edit.savedOffline })
  }

  const discard = () => {
    discardProfileChanges().catch(() =>
      setFlash({ tone: 'error', text: profileMessages.profileError }),
    )
  }

  const picturePreview = avatar.preview !== null ? avatar : banner
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-4">
      <h1 className="sr-only">{t.heading}</h1>
      <ProfileHeader
        profile={profile}
        avatar={avatar}
        banner={banner}
        onEdit={() => {
          setFlash(null)
          setIsEditing(true)
        }}
        onDiscard={discard}
      />
      {flash ? (
        <DismissibleNotice
          kind={flash.tone}
          message={flash.text}
          onDismiss={() => setFlash(null)}
        />
      ) : null}
      {errors.map((error) => (
        <DismissibleNotice
          kind="error"
          key={error.id}
          message={error.message}
          onDismiss={() => dismiss(error.id)}
        />
      ))}
      <StatsCard stats={stats} localPetCount={isLoading ? null : pets.length} />
      <MyPetsSection pets={pets} isLoading={isLoading} />
      <QuickActions />
      {isEditing ? (
        <Suspense fallback={null}>
          <EditProfileDialog profile={profile} save={updateProfile} onClose={closeEditor} />
        </Suspense>
      ) : null}
      <PicturePreviewDialog
        kind={avatar.preview !== null ? 'avatar' : 'banner'}
        preview={picturePreview.preview}
        isUploading={picturePreview.isUploading}
        onConfirm={() => void picturePreview.confirm()}
        onCancel={picturePreview.cancel}
      />
    </div>
  )
}
