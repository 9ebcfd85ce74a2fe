/**
 * The rules of the visitor forms (the public alert page's sighting and message, the public pet
 * page's 'Avisar al dueño'), zod-free: the server's schemas are built from them
 * (public-lost-pets.contract.ts, public-pets.contract.ts) and the pages check with them before
 * sending, so a visitor sees the very Spanish message the server would give, and the pages'
 * chunks do not download zod. Each rule takes the trimmed text and gives the problem, or null.
 */
import {
  isCalendarDate,
  isClockTime,
  isNotFutureDate,
  phoneDigits,
  sightingLimits as limits,
  visitorFormMessages as lost,
} from './lost-pets.rules.js'

/** Their own messages (public-lost-pets.messages.ts and public-pets.messages.ts give them too). */
export const visitorMessages = {
  visitorNameRequired: 'Tu nombre es obligatorio.',
  visitorPhoneRequired: 'Tu teléfono es obligatorio.',
  visitorPhoneInvalid: 'El teléfono no es válido.',
  messageRequired: 'Escribe tu mensaje.',
  messageTooLong: 'El mensaje es demasiado largo (máximo 1000 caracteres).',
  noticeTooLong: 'El mensaje es demasiado largo (máximo 500 caracteres).',
} as const
const m = visitorMessages

export type VisitorRule = (value: string) => string | null

const text =
  (required: string, max: number, tooLong: string): VisitorRule =>
  (value) =>
    value.length === 0 ? required : value.length > max ? tooLong : null

const optional =
  (max: number, tooLong: string): VisitorRule =>
  (value) =>
    value.length > max ? tooLong : null

const phoneText = text(m.visitorPhoneRequired, limits.phoneMaxLength, m.visitorPhoneInvalid)
const dateText = text(lost.sightingDateRequired, 10, lost.dateInvalid)

export const visitorRules = {
  name: text(m.visitorNameRequired, limits.contactNameMaxLength, lost.contactNameTooLong),
  phone: (value: string) =>
    phoneText(value) ??
    (phoneDigits(value).length >= limits.phoneMinDigits && /^[\d\s+().-]+$/.test(value)
      ? null
      : m.visitorPhoneInvalid),
  /** the message to the owner on the alert page */
  message: text(m.messageRequired, 1000, m.messageTooLong),
  /** the optional words of 'Avisar al dueño' */
  notice: optional(500, m.noticeTooLong),
  location: optional(limits.locationMaxLength, lost.locationTooLong),
  /**
   * The sighting's date, not in the future. The server allows a day of lead for devices ahead
   * of UTC; a device passes its own local date, YYYY-MM-DD, as `today` and gets none.
   */
  date: (value: string, today?: string) =>
    dateText(value) ??
    (!isCalendarDate(value)
      ? lost.dateInvalid
      : (today === undefined ? isNotFutureDate(value) : value <= today)
        ? null
        : lost.dateInFuture),
  time: (value: string) =>
    text(lost.sightingTimeRequired, 8, lost.timeInvalid)(value) ??
    (isClockTime(value) ? null : lost.timeInvalid),
  description: text(
    lost.sightingDescriptionRequired,
    limits.descriptionMaxLength,
    lost.descriptionTooLong,
  ),
} satisfies Record<string, VisitorRule>
