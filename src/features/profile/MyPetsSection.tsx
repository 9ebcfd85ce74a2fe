import { useId, useState } from 'react'
import { petMessages } from '@contract/pets.messages'
import {
  deletePet,
  discardPetChanges,
  retryPetChanges,
  type MyPet,
  type PetActionResult,
} from '../pets'
import { profile as t } from '../../i18n/es/profile'
import { Spinner } from '../../ui/Spinner'
import { EmptyPets } from './EmptyPets'
import { PetCard } from './PetCard'
import { PetsActions } from './PetsActions'
import { RemovePetDialog } from './RemovePetDialog'
import { DismissibleNotice } from './DismissibleNotice'

interface MyPetsSectionProps {
  pets: readonly MyPet[]
  isLoading: boolean
  /** the pets' actions; only component tests pass their own */
  removePet?: (id: string) => Promise<PetActionResult>
  discardChanges?: (id: string) => Promise<void>
  retryChanges?: (id: string) => Promise<void>
}

/**
 * 'Mis Mascotas': the owner's pets as the local database has them (live, offline too), the
 * section's buttons, and removal behind a confirmation. A removal made offline hides the pet at
 * once; the connection banner counts it until the server has it.
 */
export function MyPetsSection({
  pets,
  isLoading,
  removePet = deletePet,
  discardChanges = discardPetChanges,
  retryChanges = retryPetChanges,
}: MyPetsSectionProps) {
  const headingId = useId()
  const [asked, setAsked] = useState<MyPet | null>(null)
  const [isRemoving, setIsRemoving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const confirmRemoval = async () => {
    if (!asked) return
    setIsRemoving(true)
    setError(null)
    let result: PetActionResult
    try {
      result = await removePet(asked.id)
    } catch {
      result = { ok: false, message: petMessages.deleteError }
    }
    setIsRemoving(false)
    setAsked(null)
    if (!result.ok) setError(result.message)
  }

  const discard = (pet: MyPet) => {
    discardChanges(pet.id).catch(() => setError(petMessages.deleteError))
  }
  const retry = (pet: MyPet) => {
    retryChanges(pet.id).catch(() => setError(petMessages.updateError))
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between">
        <h2 id={headingId} className="text-lg font-bold text-gray-900">
          {t.myPets}
        </h2>
        {!isLoading && pets.length > 0 ? (
          <span className="text-sm font-medium text-gray-500">{pets.length}</span>
        ) : null}
      </div>
      <PetsActions />
      {error ? (
        <DismissibleNotice kind="error" message={error} onDismiss={() => setError(null)} />
      ) : null}
      {isLoading ? (
        <Spinner />
      ) : pets.length === 0 ? (
        <EmptyPets />
      ) : (
        <ul className="flex flex-col gap-3">
          {pets.map((pet) => (
            <li key={pet.id}>
              <PetCard pet={pet} onRemove={setAsked} onDiscard={discard} onRetry={retry} />
            </li>
          ))}
        </ul>
      )}
      <RemovePetDialog
        petName={asked?.name ?? null}
        isBusy={isRemoving}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setAsked(null)}
      />
    </section>
  )
}
