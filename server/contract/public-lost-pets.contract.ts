/**
 * Wire contract of the public alert page /perdidos/{id} (no account needed).
 *
 * - GET  /api/public/lost-pets/{id}           → PublicLostPetResponse (404 when unknown)
 * - POST /api/public/lost-pets/{id}/sightings  VisitorSightingInput → 201 VisitorAnswer
 * - POST /api/public/lost-pets/{id}/messages   VisitorMessageInput  → 201 VisitorAnswer
 * - GET  /perdidos/{id}: the app's page, with Open Graph tags for the alert in its HTML.
 *
 * Only what the reporter published is shown: photos, name, species and breed, description, the
 * last-seen place (text and coordinates), date, reward, status, and the contact phone they gave
 * for the alert. Never an e-mail, never anyone's saved location. A visitor's sighting or message
 * reaches the owner as an in-app notification, with the visitor's name and phone. Visitors are
 * rate-limited per address (429 with a Spanish message).
 */
import { z } from 'zod'
import {
  isCalendarDate,
  isClockTime,
  isNotFutureDate,
  lostPetMessages as lost,
  lostPetRules,
  phoneDigits,
} from './lost-pets.messages.js'
import { publicLostPetMessages } from './public-lost-pets.messages.js'

export * from './public-lost-pets.messages.js'

const m = publicLostPetMessages
const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong)

/** A visitor's name and phone, as every visitor form asks them (also the QR page's notice). */
export const visitor = {
  name: text(m.visitorNameRequired, lostPetRules.contactNameMaxLength, lost.contactNameTooLong),
  phone: text(m.visitorPhoneRequired, lostPetRules.phoneMaxLength, m.visitorPhoneInvalid).refine(
    (value) =>
      phoneDigits(value).length >= lostPetRules.phoneMinDigits && /^[\d\s+().-]+$/.test(value),
    m.visitorPhoneInvalid,
  ),
}

/** An optional coordinate a visitor sends (null when absent). */
export const coordinate = (min: number, max: number) =>
  z
    .number({ error: lost.coordinatesInvalid })
    .refine((value) => Number.isFinite(value) && value >= min && value <= max, {
      message: lost.coordinatesInvalid,
    })
    .nullish()
    .transform((value) => value ?? null)

export const visitorSightingSchema = z
  .object({
    ...visitor,
    location: z
      .string()
      .trim()
      .max(lostPetRules.locationMaxLength, lost.locationTooLong)
      .default(''),
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
    date: text(lost.sightingDateRequired, 10, lost.dateInvalid)
      .refine(isCalendarDate, lost.dateInvalid)
      .refine((value) => isNotFutureDate(value), lost.dateInFuture),
    time: text(lost.sightingTimeRequired, 8, lost.timeInvalid).refine(
      isClockTime,
      lost.timeInvalid,
    ),
    description: text(
      lost.sightingDescriptionRequired,
      lostPetRules.descriptionMaxLength,
      lost.descriptionTooLong,
    ),
  })
  .refine((value) => (value.latitude === null) === (value.longitude === null), {
    message: lost.coordinatesInvalid,
  })
export type VisitorSightingInput = z.input<typeof visitorSightingSchema>

export const visitorMessageSchema = z.object({
  ...visitor,
  message: text(m.messageRequired, 1000, m.messageTooLong),
})
export type VisitorMessageInput = z.input<typeof visitorMessageSchema>
