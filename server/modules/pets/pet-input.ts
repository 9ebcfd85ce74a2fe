import { errorCodes } from '../../contract/error-codes.js'
import { clientMadeId } from '../../contract/ids.js'
import { serverMessages } from '../../contract/errors.js'
import {
  petFieldsSchema,
  petMessages,
  petRules,
  type PetFields,
} from '../../contract/pets.contract.js'
import { requiredText } from '../../contract/text-fields.js'
import { HttpError } from '../../http/http-error.js'
import { parseInput } from '../../http/validation.js'
import { personalityIds, single, type PetForm } from './pet-form.js'

/**
 * From multipart strings to checked values, with the contract's rules and Spanish messages.
 * Form quirks handled here: a missing required text field is validated as empty (so it gets
 * its own message, not a generic type error), while an empty number field stays missing
 * (z.coerce.number would read '' as 0).
 */

/** PUT asks for the location with the edit screen's wording. */
const petUpdateFieldsSchema = petFieldsSchema.extend({
  location: requiredText(
    petMessages.locationRequiredOnEdit,
    petRules.locationMaxLength,
    petMessages.locationTooLong,
  ),
})

const invalidBody = () => new HttpError(400, errorCodes.invalidBody, serverMessages.invalidBody)

const blankToUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value

export function parsePetFields(form: PetForm, mode: 'create' | 'update'): PetFields {
  const input = {
    name: single(form, 'name') ?? '',
    breed: single(form, 'breed') ?? '',
    age: blankToUndefined(single(form, 'age')),
    gender: single(form, 'gender') ?? '',
    description: single(form, 'description'),
    species: blankToUndefined(single(form, 'species')),
    personalities: [...new Set(personalityIds(form))],
    location: single(form, 'location') ?? '',
    city: single(form, 'city'),
    latitude: blankToUndefined(single(form, 'latitude')),
    longitude: blankToUndefined(single(form, 'longitude')),
    ownerContact: single(form, 'ownerContact'),
    medicalNeeds: single(form, 'medicalNeeds'),
    allergies: single(form, 'allergies'),
    vetPhone: single(form, 'vetPhone'),
    showOwnerContact: blankToUndefined(single(form, 'showOwnerContact')),
    showEmergencyInfo: blankToUndefined(single(form, 'showEmergencyInfo')),
  }
  return parseInput(mode === 'create' ? petFieldsSchema : petUpdateFieldsSchema, input)
}

/** The optional client-made id of POST /api/pets (what makes a retried create a repeat). */
export function clientPetId(form: PetForm): string | undefined {
  const raw = blankToUndefined(single(form, 'id'))
  if (raw === undefined) return undefined
  const id = clientMadeId(raw)
  if (id === undefined) throw invalidBody()
  return id
}

/** A photo named by URL or by path: compared by path. */
function photoPath(value: string): string {
  if (/^https?:\/\//i.test(value)) {
    try {
      return new URL(value).pathname
    } catch {
      throw invalidBody()
    }
  }
  return value
}

/**
 * PUT's `existingPhotos`: a JSON list of the pet's current photos to keep, in the new order.
 * Missing (null) means "keep them all": all the pet holds when the edit applies, including any
 * another edit added since `current` was read. An entry that is not one of the pet's photos is
 * refused.
 */
export function keptPhotos(form: PetForm, current: readonly string[]): string[] | null {
  const raw = single(form, 'existingPhotos')
  if (raw === undefined) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw invalidBody()
  }
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) {
    throw invalidBody()
  }
  const kept = [...new Set(parsed.map(photoPath))]
  if (!kept.every((path) => current.includes(path))) throw invalidBody()
  return kept
}

/** Text that may be cleared: empty after trimming is stored as null. */
export const nullIfBlank = (value: string | undefined): string | null =>
  value === undefined || value.trim() === '' ? null : value.trim()
