import { z } from 'zod'

/**
 * Required text of any form: trimmed; absent or blank is refused with `required`, longer than
 * `max` with `tooLong`.
 */
export const requiredText = (required: string, max: number, tooLong: string = required) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong)

/**
 * Optional free text of any form (reports, the profile, a cremation request): trimmed; absent,
 * null or blank reads as null; longer than `max`, or no string at all, is refused with
 * `message`.
 */
export const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null))
