import { useNavigate } from '@tanstack/react-router'
import { petMessages } from '@contract/pets.messages'
import { petForm as texts } from '../../i18n/es/pet-form'
import { createPet } from '../pets'
import type { PetSubmission } from './PetForm'
import { LazyPetForm } from './LazyPetForm'
import { PetFormLayout } from './PetFormLayout'
import { EMPTY_PET_FORM } from './pet-form-values'
import { useFormPersonalities } from './use-form-personalities'

/**
 * 'Agregar Mascota' (/add-pet, spec §2). The pet is created through the offline engine: it
 * shows at once on the profile (pending until the server has it), offline too, so success and
 * cancel both go back to /profile. A refusal keeps the form with the server's message.
 */
export function AddPetPage() {
  const navigate = useNavigate()
  const personalities = useFormPersonalities()
  const toProfile = () => void navigate({ to: '/profile' })

  async function submit({ fields, newPhotos }: PetSubmission): Promise<string | null> {
    try {
      const result = await createPet(fields, newPhotos)
      if (!result.ok) return result.message
    } catch {
      return petMessages.createError
    }
    toProfile()
    return null
  }

  return (
    <PetFormLayout title={texts.add.title} subtitle={texts.add.subtitle}>
      <LazyPetForm
        mode="create"
        initialValues={EMPTY_PET_FORM}
        initialPhotos={[]}
        personalities={personalities}
        onSubmit={submit}
        onCancel={toProfile}
      />
    </PetFormLayout>
  )
}
