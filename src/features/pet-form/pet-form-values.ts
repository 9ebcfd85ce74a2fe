import type { PetDoc } from '@contract/pets.contract'
import type { PetFormValues } from './pet-form.schema'

/**
 * The form's starting values. Kept apart from the schema so the screens can build them without
 * loading zod (the rules load lazily: pet-form-resolver.ts).
 */
export const EMPTY_PET_FORM: PetFormValues = {
  name: '',
  breed: '',
  age: '',
  gender: '',
  description: '',
  personalities: [],
  location: '',
  ownerContact: '',
  medicalNeeds: '',
  allergies: '',
  vetPhone: '',
  // The defaults: the phone stays private, the emergency information is shown.
  showOwnerContact: false,
  showEmergencyInfo: true,
}

/** The edit form's starting values, from the pet as this device knows it. */
export function petFormValues(pet: PetDoc): PetFormValues {
  return {
    name: pet.name,
    breed: pet.breed,
    age: String(pet.age),
    gender: pet.gender.toLowerCase(),
    description: pet.description ?? '',
    personalities: pet.personalities.map((personality) => personality.id),
    location: pet.location ?? '',
    ownerContact: pet.ownerContact ?? '',
    medicalNeeds: pet.medicalNeeds ?? '',
    allergies: pet.allergies ?? '',
    vetPhone: pet.vetPhone ?? '',
    showOwnerContact: pet.showOwnerContact,
    showEmergencyInfo: pet.showEmergencyInfo,
    ...(pet.city ? { city: pet.city } : {}),
    ...(pet.latitude !== null ? { latitude: pet.latitude } : {}),
    ...(pet.longitude !== null ? { longitude: pet.longitude } : {}),
  }
}
