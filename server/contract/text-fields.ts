import { z } from 'zod'

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
