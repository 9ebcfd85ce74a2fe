import { z } from 'zod'
import { errorCodes } from '../contract/error-codes.js'
import { serverMessages } from '../contract/errors.js'
import { HttpError } from './http-error.js'

// The contract's schemas carry their own Spanish messages; this covers any check that does not
// (an unexpected key type deep in a later schema), so no English ever reaches a user.
z.config(z.locales.es())

/**
 * Validates untrusted input against a contract schema. The answer carries the first problem's
 * Spanish message, the same one the client form shows for that field. A body that is not even
 * an object (null, a string, an array) has no field to blame, so it gets the generic message;
 * a check across fields (a refine, e.g. "latitude and longitude together") has no path either
 * but carries its own message, which is kept.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const first = result.error.issues[0]
  const message =
    first && (first.path.length > 0 || first.code === 'custom')
      ? first.message
      : serverMessages.invalidBody
  throw new HttpError(400, errorCodes.invalidBody, message)
}
