/**
 * Wire contract of /api/pets and /api/personalities: the pet document every client sees
 * (REST answers and the change feed use the same shape) and the form rules with the spec's
 * Spanish messages (§5, §8), shared by the server and the pet forms. The zod-free parts live in
 * pets.messages.ts (re-exported here) so the client can take them without zod.
 */
import { z } from 'zod'
import { petMessages, petRules, type PersonalityCategory } from './pets.messages.js'
import { requiredText, trimmedText } from './text-fields.js'

export {
  emergencyInfoText,
  personalityCategories,
  petMessages,
  petRules,
  type PersonalityCategory,
  type PetEmergencyParts,
} from './pets.messages.js'

export interface Personality {
  id: string
  name: string
  category: PersonalityCategory
}

/** GET /api/personalities */
export interface PersonalitiesResponse {
  success: true
  personalities: Record<PersonalityCategory, Personality[]>
}

export type PetGender = 'MALE' | 'FEMALE'

export interface PetDoc {
  id: string
  ownerId: string
  name: string
  species: string
  breed: string
  age: number
  gender: PetGender
  description: string | null
  weight: number | null
  color: string | null
  vaccinated: boolean | null
  neutered: boolean | null
  temperament: string | null
  location: string | null
  city: string | null
  latitude: number | null
  longitude: number | null
  /** upload paths, main photo first, e.g. "/uploads/pets/<file>.webp" */
  photos: string[]
  personalities: Personality[]
  /**
   * The QR profile (spec §3): how to reach the owner and the emergency information. A stranger
   * (another user, a visitor of the public page, the QR code itself) sees `ownerContact` only
   * when `showOwnerContact`, and the emergency parts only when `showEmergencyInfo`; otherwise
   * they come as null.
   */
  ownerContact: string | null
  medicalNeeds: string | null
  allergies: string | null
  vetPhone: string | null
  showOwnerContact: boolean
  showEmergencyInfo: boolean
  createdAt: string
  updatedAt: string
}

const flag = z.union(
  [z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')],
  { error: petMessages.privacyInvalid },
)

const coordinate = (limit: number) =>
  z.coerce
    .number({ error: petMessages.coordinatesInvalid })
    .min(-limit, petMessages.coordinatesInvalid)
    .max(limit, petMessages.coordinatesInvalid)

/** The text fields of POST/PUT /api/pets (multipart), after coercion from form strings. */
export const petFieldsSchema = z.object({
  name: requiredText(petMessages.nameRequired, petRules.nameMaxLength, petMessages.nameTooLong),
  breed: requiredText(petMessages.breedRequired, petRules.breedMaxLength, petMessages.breedTooLong),
  age: z.coerce
    .number({ error: petMessages.ageInvalid })
    .int(petMessages.ageInvalid)
    .min(petRules.ageMin, petMessages.ageInvalid)
    .max(petRules.ageMax, petMessages.ageInvalid),
  gender: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(['MALE', 'FEMALE'], { error: petMessages.genderInvalid })),
  description: trimmedText(
    petRules.descriptionMaxLength,
    petMessages.descriptionTooLong,
  ).optional(),
  species: trimmedText(30, petMessages.speciesInvalid).optional(),
  personalities: z.array(z.string().min(1)).min(1, petMessages.personalitiesRequired).max(20),
  location: requiredText(
    petMessages.locationRequired,
    petRules.locationMaxLength,
    petMessages.locationTooLong,
  ),
  city: trimmedText(petRules.cityMaxLength, petMessages.cityTooLong).optional(),
  latitude: coordinate(90).optional(),
  longitude: coordinate(180).optional(),
  ownerContact: trimmedText(
    petRules.ownerContactMaxLength,
    petMessages.ownerContactTooLong,
  ).optional(),
  medicalNeeds: trimmedText(
    petRules.emergencyTextMaxLength,
    petMessages.medicalNeedsTooLong,
  ).optional(),
  allergies: trimmedText(petRules.emergencyTextMaxLength, petMessages.allergiesTooLong).optional(),
  vetPhone: trimmedText(petRules.vetPhoneMaxLength, petMessages.vetPhoneInvalid)
    .refine(
      (value) =>
        value === '' ||
        (/^[\d\s+().-]+$/.test(value) &&
          value.replace(/\D/g, '').length >= petRules.vetPhoneMinDigits),
      petMessages.vetPhoneInvalid,
    )
    .optional(),
  // Multipart sends 'true' / 'false'; the form holds booleans.
  showOwnerContact: flag.optional(),
  showEmergencyInfo: flag.optional(),
})
export type PetFields = z.infer<typeof petFieldsSchema>

/** GET /api/pets/my-pets */
export interface MyPetsResponse {
  pets: PetDoc[]
}
/** POST and PUT /api/pets */
export interface PetResponse {
  pet: PetDoc
}

/** The owner's public face on a pet profile (spec §3 Pet.owner). */
export interface PetOwnerSummary {
  name: string
  avatar: string | null
  city: string | null
}

/** GET /api/pets/{id}: the pet with its owner (null only if the owner's row is gone). */
export interface PetProfileResponse {
  pet: PetDoc & { owner: PetOwnerSummary | null }
}
