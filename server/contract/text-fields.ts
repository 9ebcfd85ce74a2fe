import { z } from 'zod'
import { cleanText } from './clean-text.js'

/** A string cleaned (cleanText) and trimmed, refused with `notText` when not a string. */
export const text = (notText?: string) =>
  z
    .string(notText === undefined ? undefined : { error: notText })
    .overwrite(cleanText)
    .trim()

/**
 * Required text of any form: trimmed; absent or blank is refused with `required`, longer than
 * `max` with `tooLong`.
 */
export const requiredText = (required: string, max: number, tooLong: string = required) =>
  text(required).min(1, required).max(max, tooLong)

/**
 * Optional free text of any form (reports, the profile, a cremation request): trimmed; absent,
 * null or blank reads as null; longer than `max` is refused with `message`, and no string at
 * all with `notText`.
 */
export const optionalText = (max: number, message: string, notText: string = message) =>
  text(notText)
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null))

const PHONE = /^[0-9+()\-\s]*$/

/**
 * An optional phone number (sign-up, the profile): trimmed, digits, spaces, +, - and
 * parentheses only; absent, null or blank reads as null; anything else is refused with
 * `message`.
 */
export const optionalPhone = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .regex(PHONE, message)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null))

/** Text kept as written but trimmed; longer than `max` is refused with `tooLong`. */
export const trimmedText = (max: number, tooLong: string) => text().max(max, tooLong)

/**
 * Optional text a report keeps as written (a place, a description): trimmed; absent reads as
 * '' ; longer than `max` is refused with `tooLong`.
 */
export const textOrEmpty = (max: number, tooLong: string) =>
  trimmedText(max, tooLong)
    .optional()
    .transform((value) => value ?? '')
