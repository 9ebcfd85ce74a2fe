import { z } from 'zod'
import { requiredText } from './text-fields.js'
import { isCalendarDate, isClockTime, isNotFutureDate } from './lost-pets.rules.js'
import { lostPetMessages as m } from './lost-pets.messages.js'

/**
 * The form fields lost-pet alerts, sightings and found reports share (multipart strings), each
 * refusing with the Spanish message it is given (plain texts: text-fields.ts).
 */
/** 'YYYY-MM-DD', a real calendar day, not after today when `futureMessage` is given. */
export const calendarDate = (required: string, futureMessage: string | null) =>
  requiredText(required, 10, m.dateInvalid)
    .refine(isCalendarDate, m.dateInvalid)
    .refine((value) => futureMessage === null || isNotFutureDate(value), {
      message: futureMessage ?? m.dateInFuture,
    })

/** 'HH:MM' (seconds dropped). */
export const clockTime = (required: string) =>
  requiredText(required, 8, m.timeInvalid)
    .refine(isClockTime, m.timeInvalid)
    .transform((value) => value.slice(0, 5))

/** A form field left blank (or sent as null) counts as absent. */
export const blankAsAbsent = (value: unknown) =>
  value === '' || value === null ? undefined : value

/**
 * A latitude or longitude between `min` and `max`: form strings coerced; no number at all is
 * refused with `notANumber`, NaN, Infinity and a place off the map with coordinatesInvalid.
 */
export const formCoordinate = (min: number, max: number, notANumber: string) =>
  z.coerce
    .number({ error: notANumber })
    .refine((value) => Number.isFinite(value) && value >= min && value <= max, {
      message: m.coordinatesInvalid,
    })
