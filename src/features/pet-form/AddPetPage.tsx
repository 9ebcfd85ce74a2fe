import { petMessages } from '@contract/pets.messages'
import { petForm as texts } from '../../i18n/es/pet-form'
import { useSession } from '../../session/use-session'
import { createPet } from '../pets'
import { LazyPetForm } from './LazyPetForm'
import { PetFormLayout } from './PetFormLayout'
import { newPetDraftKey } from './pet-form-draft'
import { EMPTY_PET_FORM } from './pet-form-values'
import { useFormPersonalities } from './use-form-personalities'
import { usePetSave } from './use-pet-save'

/**
 * 'Agregar Mascota' (/add-pet, spec §2). The pet is created through the offline engine: it
 * shows at once on the profile (pending until the server has it), offline too, so success and
 * cancel both go back to /profile. A refusal keeps the form with the server's message.
 */
export function AddPetPage() {
  const userId = useSession().user?.id ?? ''
  const personalities = useFormPersonalities()
  const { submit, toProfile } = usePetSave(
    ({ fields, newPhotos }) => createPet(fields, newPhotos),
    petMessages.createError,
  )

  return (
    <PetFormLayout title={texts.add.title} subtitle={texts.add.subtitle}>
      <LazyPetForm
        mode="create"
        initialValues={EMPTY_PET_FORM}
        initialPhotos={[]}
        personalities={personalities}
        onSubmit={submit}
        onCancel={toProfile}
        draftKey={newPetDraftKey(userId)}
      />
    </PetFormLayout>
  )
}
