/**
 * The lost-pets limits and checks the visitor forms share with the signed-in dialogs
 * (dates, times, phones), with those forms' Spanish messages: a module of their own, so that
 * the public pages (visitor-rules.ts) do not download every lost-pets message.
 * lost-pets.messages.ts re-exports all of it.
 */
/** The limits of the fields a visitor's sighting shares with the signed-in one (in lostPetRules). */
export const sightingLimits = {
  locationMaxLength: 300,
  descriptionMaxLength: 2000,
  contactNameMaxLength: 100,
  phoneMinDigits: 7,
  phoneMaxLength: 30,
  /**
   * a date sent by a device may be 'tomorrow' in UTC while still today where the user is
   * (UTC+14 at most): the server accepts one day of lead before calling a date future
   */
  futureDateLeadDays: 1,
} as const

/** §5 'Sighting form' messages that the visitors' forms give too (part of lostPetMessages). */
export const visitorFormMessages = {
  locationTooLong: `La ubicación es demasiado larga (máximo ${sightingLimits.locationMaxLength} caracteres).`,
  descriptionTooLong: `La descripción es demasiado larga (máximo ${sightingLimits.descriptionMaxLength} caracteres).`,
  dateInvalid: 'La fecha no es válida (usa el formato AAAA-MM-DD).',
  dateInFuture: 'La fecha no puede ser futura.',
  timeInvalid: 'La hora no es válida (usa el formato HH:MM).',
  sightingDateRequired: 'La fecha del avistamiento es obligatoria.',
  sightingTimeRequired: 'La hora aproximada del avistamiento es obligatoria.',
  sightingDescriptionRequired: 'La descripción del avistamiento es obligatoria.',
  contactNameTooLong: `El nombre es demasiado largo (máximo ${sightingLimits.contactNameMaxLength} caracteres).`,
} as const

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value)
  if (!match) return false
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/** HH:MM (24 h), seconds allowed, as a time input sends it. */
export const isClockTime = (value: string): boolean => TIME.test(value)

/**
 * §5 'date (not in the future)': on the server, with one day of lead for devices ahead of UTC
 * (pass `leadDays` 0 on the device, which compares with its own local date).
 */
export function isNotFutureDate(
  value: string,
  now: Date = new Date(),
  leadDays: number = sightingLimits.futureDateLeadDays,
): boolean {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Date.parse(`${value}T00:00:00Z`) <= today + leadDays * 86_400_000
}

/** The digits of a phone, for the §2 chat link (and the server's minimum-digits check). */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '')
