import { z } from 'zod'
import { requiredText } from './text-fields.js'

/**
 * Two premium benefits the server enforces (spec §6 'Premium user', §9 'Premium plans'):
 *
 * Pasaporte ('passport (search any city)'):
 * - GET    /api/premium/passport   → PassportResponse (any signed-in user: their own place)
 * - PUT    /api/premium/passport   { latitude, longitude, label } → PassportResponse (premium only)
 * - DELETE /api/premium/passport   → PassportResponse (back to the saved location; anyone)
 * While a passport is set and the subscription is active, discover searches around it; once the
 * subscription expires discover goes back to the saved location (no error; the place is kept
 * for when the user renews). Coordinates in discover's own query are a premium search too: a
 * free or expired user may pass them only within FREE_QUERY_RADIUS_KM of their saved
 * location, else 403 `premium-required`.
 *
 * Impulso ('a monthly boost of 30 minutes'):
 * - GET  /api/premium/boost  → BoostResponse (anyone)
 * - POST /api/premium/boost  → BoostResponse (premium only; 409 `conflict` when this calendar
 *   month's boost — months in UTC — is used, saying when the next one is available)
 * While a boost runs, the user's pets come first in everybody else's discover (those that pass
 * the viewer's filters and maxDistance and that the viewer has not swiped yet).
 */
export const premiumRules = {
  /** km: how far from their saved location a free user's discover query may be centred */
  freeQueryRadiusKm: 50,
  boostMinutes: 30,
  labelMaxLength: 120,
} as const

const dayFormat = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

export const premiumMessages = {
  latitudeInvalid: 'La latitud debe ser un número entre -90 y 90.',
  longitudeInvalid: 'La longitud debe ser un número entre -180 y 180.',
  labelInvalid: `Escribe el nombre del lugar (hasta ${premiumRules.labelMaxLength} caracteres).`,
  farQueryPremium:
    'Buscar en otra ciudad es parte de Pasaporte, exclusivo de Huellitas Premium. Hazte Premium en /premium para usarlo.',
  boostUsed: (nextAvailableAt: string) =>
    `Ya usaste el impulso de este mes. El próximo estará disponible el ${dayFormat.format(new Date(nextAvailableAt))}.`,
} as const

export const passportSchema = z.object({
  latitude: z
    .number({ error: premiumMessages.latitudeInvalid })
    .min(-90, premiumMessages.latitudeInvalid)
    .max(90, premiumMessages.latitudeInvalid),
  longitude: z
    .number({ error: premiumMessages.longitudeInvalid })
    .min(-180, premiumMessages.longitudeInvalid)
    .max(180, premiumMessages.longitudeInvalid),
  label: requiredText(premiumMessages.labelInvalid, premiumRules.labelMaxLength),
})
export type PassportInput = z.input<typeof passportSchema>

export interface PassportPlace {
  latitude: number
  longitude: number
  /** the name the user picked ('Guadalajara, MX') */
  label: string
  updatedAt: string
}

export interface PassportResponse {
  /** the place set, or null: discover searches around the saved location */
  passport: PassportPlace | null
  /** true when discover uses it now: set, and the subscription is active */
  inUse: boolean
}

export interface BoostResponse {
  /** the running boost's end, or null when none runs */
  activeUntil: string | null
  /** null: a boost can start now; else the first instant of next month (UTC) */
  nextAvailableAt: string | null
}
