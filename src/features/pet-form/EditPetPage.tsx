import { Link } from '@tanstack/react-router'
import { petMessages } from '@contract/pets.messages'
import { Spinner } from '../../ui/Spinner'
import { petForm as texts } from '../../i18n/es/pet-form'
import { updatePet, usePet } from '../pets'
import { LazyPetForm } from './LazyPetForm'
import { PetFormLayout } from './PetFormLayout'
import { editPetDraftKey } from './pet-form-draft'
import { petFormValues } from './pet-form-values'
import { existingItems } from './photo-list'
import { useFormPersonalities } from './use-form-personalities'
import { usePetSave } from './use-pet-save'
import { buttonClassName } from '../../ui/Button'
import { Notice } from '../../ui/Notice'

/**
 * 'Editar Mascota' (/edit-pet/$petId, spec §2). The pet comes from the local database (so the
 * screen opens offline) and the change goes through the offline engine; success and cancel go
 * back to /profile. A pet this device does not have (not the user's, deleted) gets the spec's
 * 'Error al cargar los datos de la mascota'.
 */
export function EditPetPage({ petId }: { petId: string }) {
  const { pet, isLoading } = usePet(petId)
  const personalities = useFormPersonalities()
  const { submit, toProfile } = usePetSave(
    ({ fields, existingPhotos, newPhotos }) => updatePet(petId, fields, existingPhotos, newPhotos),
    petMessages.updateError,
  )

  return (
    <PetFormLayout title={texts.edit.title} subtitle={texts.edit.subtitle}>
      {isLoading ? (
        <Spinner />
      ) : pet ? (
        <LazyPetForm
          // A different pet is a different form: its values load from scratch.
          key={pet.id}
          mode="edit"
          initialValues={petFormValues(pet)}
          initialPhotos={existingItems(pet.photos)}
          personalities={personalities}
          onSubmit={submit}
          onCancel={toProfile}
          draftKey={editPetDraftKey(pet.id)}
        />
      ) : (
        <div className="space-y-4">
          <Notice kind="error">{texts.edit.loadError}</Notice>
          <Link to="/profile" className={buttonClassName({})}>
            {texts.edit.backToProfile}
          </Link>
        </div>
      )}
    </PetFormLayout>
  )
}
