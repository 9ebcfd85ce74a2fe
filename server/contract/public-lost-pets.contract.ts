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
import { lostPetMessages as lost } from './lost-pets.messages.js'
import { publicLostPetMessages as m } from './public-lost-pets.messages.js'
import { visitorRules, type VisitorRule } from './visitor-rules.js'
import { text } from './text-fields.js'

export * from './public-lost-pets.messages.js'

/** A trimmed text checked by its visitor rule; `notText` answers a value that is no string. */
export const ruled = (rule: VisitorRule, notText?: string) =>
  text(notText).superRefine((value, context) => {
    const problem = rule(value)
    if (problem) context.addIssue({ code: 'custom', message: problem })
  })

/** A visitor's name and phone, as every visitor form asks them (also the QR page's notice). */
export const visitor = {
  name: ruled(visitorRules.name, m.visitorNameRequired),
  phone: ruled(visitorRules.phone, m.visitorPhoneRequired),
}

/** An optional coordinate a visitor sends (null when absent). */
const coordinate = (min: number, max: number) =>
  z
    .number({ error: lost.coordinatesInvalid })
    .refine((value) => Number.isFinite(value) && value >= min && value <= max, {
      message: lost.coordinatesInvalid,
    })
    .nullish()
    .transform((value) => value ?? null)

/** The position a visitor's browser gave, when they let it: both coordinates or neither. */
export const visitorPosition = { latitude: coordinate(-90, 90), longitude: coordinate(-180, 180) }
export const isWholePosition = (value: { latitude: number | null; longitude: number | null }) =>
  (value.latitude === null) === (value.longitude === null)

export const visitorSightingSchema = z
  .object({
    ...visitor,
    location: ruled(visitorRules.location).default(''),
    ...visitorPosition,
    date: ruled((value) => visitorRules.date(value), lost.sightingDateRequired),
    time: ruled(visitorRules.time, lost.sightingTimeRequired),
    description: ruled(visitorRules.description, lost.sightingDescriptionRequired),
  })
  .refine(isWholePosition, { message: lost.coordinatesInvalid })
export type VisitorSightingInput = z.input<typeof visitorSightingSchema>
/** A visitor's sighting as the server has checked it. */
export type VisitorSighting = z.output<typeof visitorSightingSchema>

export const visitorMessageSchema = z.object({
  ...visitor,
  message: ruled(visitorRules.message, m.messageRequired),
})
export type VisitorMessageInput = z.input<typeof visitorMessageSchema>
