/**
 * Validation of a cremation request (cremation.messages.ts has the wire shapes and the rules'
 * Spanish messages). Unknown keys, a client `total` among them, are dropped: the server prices.
 */
import { z } from 'zod'
import { cremationMessages as m, cremationRules as rules } from './cremation.messages.js'
import { isCalendarDate, isClockTime, phoneDigits } from './lost-pets.rules.js'
import { clientIdField, idField } from './ids.js'
import { optionalText, requiredText } from './text-fields.js'

export * from './cremation.messages.js'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const cremationRequestSchema = z.object({
  serviceId: idField(m.serviceRequired),
  petName: optionalText(rules.nameMax, m.petNameTooLong),
  petBreed: optionalText(rules.breedMax, m.petBreedTooLong),
  petAge: optionalText(rules.ageMax, m.petAgeTooLong),
  urgencyId: optionalText(64, m.urgencyUnknown),
  memorialIds: z
    .array(z.string({ error: m.memorialsInvalid }).trim().min(1, m.memorialsInvalid).max(64), {
      error: m.memorialsInvalid,
    })
    .max(rules.memorialsMax, m.memorialsInvalid)
    .optional()
    .transform((value) => [...new Set(value ?? [])]),
  contactPhone: requiredText(m.phoneRequired, rules.phoneMax, m.phoneInvalid).refine(
    (value) => phoneDigits(value).length >= rules.phoneMinDigits && /^[\d\s+().-]+$/.test(value),
    m.phoneInvalid,
  ),
  contactEmail: optionalText(rules.emailMax, m.emailInvalid).refine(
    (value) => value === null || EMAIL.test(value),
    m.emailInvalid,
  ),
  pickupAddress: requiredText(m.addressRequired, rules.addressMax, m.addressTooLong),
  specialInstructions: optionalText(rules.instructionsMax, m.instructionsTooLong),
  preferredDate: optionalText(10, m.dateInvalid).refine(
    (value) => value === null || isCalendarDate(value),
    m.dateInvalid,
  ),
  preferredTime: optionalText(8, m.timeInvalid)
    .refine((value) => value === null || isClockTime(value), m.timeInvalid)
    .transform((value) => (value ? value.slice(0, 5) : null)),
})

export const cremationCreateSchema = cremationRequestSchema.extend({
  id: clientIdField(m.idInvalid).optional(),
})

export type CremationRequestFields = z.output<typeof cremationRequestSchema>
