import { Link } from '@tanstack/react-router'
import { ChevronRight, Settings } from 'lucide-react'
import { useSyncErrors } from '../../sync'
import { useSession } from '../auth'
import { deletePet, discardPetChanges, useMyPets } from '../pets'
import { profile as t } from '../../i18n/es/profile'
import { ErrorNotice } from './ErrorNotice'
import { MyPetsSection } from './MyPetsSection'
import { ProfileHeader } from './ProfileHeader'

/**
 * The signed-in user's profile (/profile), first slice: who they are and 'Mis Mascotas' from
 * the local database — it opens offline with what was last synced, and pets added on another
 * tab or device appear by themselves. Issue 4 adds stats, editing and the pet actions.
 */
export function ProfilePage() {
  const { user } = useSession()
  const { pets, isLoading } = useMyPets()
  // Refusals that arrive after the action returned (e.g. a removal replayed once back online).
  const { errors, dismiss } = useSyncErrors()
  if (!user) return null
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-5 px-4 py-4">
      <h1 className="sr-only">{t.heading}</h1>
      <ProfileHeader user={user} />
      {errors.map((error) => (
        <ErrorNotice key={error.id} message={error.message} onDismiss={() => dismiss(error.id)} />
      ))}
      <MyPetsSection
        pets={pets}
        isLoading={isLoading}
        removePet={deletePet}
        discardChanges={discardPetChanges}
      />
      <Link
        to="/settings"
        className="flex items-center gap-3 rounded-2xl bg-white px-4 py-3 font-semibold text-gray-800 shadow-sm ring-1 ring-gray-100 hover:bg-gray-50"
      >
        <Settings aria-hidden="true" className="h-5 w-5 text-brand-600" />
        <span className="flex-1">{t.settingsLink}</span>
        <ChevronRight aria-hidden="true" className="h-5 w-5 text-gray-400" />
      </Link>
    </div>
  )
}
