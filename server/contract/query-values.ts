import { z } from 'zod'

/**
 * Readers of GET query values (the discover and lost-pets filters), each value given at most
 * once, as a string: empty counts as absent, a value longer than `maxLength` is refused with
 * the reader's message. `decimalPattern` says how many digits a decimal may carry.
 */
export function queryValueReaders(maxLength: number, decimalPattern: RegExp) {
  const one = (message: string) =>
    z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string({ error: message }).max(maxLength, message).optional(),
    )

  /** A decimal number between `min` and `max`, or absent. */
  const decimal = (min: number, max: number, message: string) =>
    one(message)
      .refine((value) => value === undefined || decimalPattern.test(value.trim()), message)
      .transform((value) => (value === undefined ? undefined : Number(value.trim())))
      .refine((value) => value === undefined || (value >= min && value <= max), message)

  return { one, decimal }
}

/** A page cursor the server handed out: URL-safe base64, at most `maxLength`; empty is absent. */
export const queryCursor = (maxLength: number, message: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ error: message })
      .max(maxLength, message)
      .regex(/^[A-Za-z0-9_-]+$/, message)
      .optional(),
  )
