import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import { z } from 'zod'
import { petFieldsSchema, petMessages, petRules, type PetFields } from '@contract/pets.contract'

/**
 * The form's rules: the contract's petFieldsSchema (the one the server applies, with the spec's
 * Spanish messages), plus what only a form needs — the edit screen's wording for a missing
 * location (as the server's PUT has it) and an empty age field counted as missing rather than
 * coerced to 0.
 */
export type PetFormMode = 'create' | 'edit'

export function petFormSchema(mode: PetFormMode) {
  return petFieldsSchema.extend({
    // The form holds text and numbers, not the multipart strings the contract coerces from.
    // An empty field is missing, not 0 (Number('') is 0).
    age: z
      .string()
      .transform((text) => (text.trim() === '' ? Number.NaN : Number(text)))
      .pipe(
        z
          .number({ error: petMessages.ageInvalid })
          .int(petMessages.ageInvalid)
          .min(petRules.ageMin, petMessages.ageInvalid)
          .max(petRules.ageMax, petMessages.ageInvalid),
      ),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    location:
      mode === 'edit'
        ? z.string().trim().min(1, petMessages.locationRequiredOnEdit).max(300)
        : petFieldsSchema.shape.location,
  })
}

/**
 * What the form holds: text inputs as text ('' until filled), gender '' until chosen then
 * 'male' | 'female' (sent uppercased, spec §3), coordinates once a location was taken.
 */
export type PetFormValues = z.input<ReturnType<typeof petFormSchema>>

/** react-hook-form's resolver for these rules (loaded lazily with zod: pet-form-resolver.ts). */
export function petFormResolver(mode: PetFormMode): Resolver<PetFormValues, unknown, PetFields> {
  return zodResolver(petFormSchema(mode))
}
