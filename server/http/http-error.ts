import type { ErrorCode } from '../contract/error-codes.js'
import { NamedError } from '../named-error.js'

/**
 * An answer to a client mistake, thrown anywhere in a request and turned into
 * `{ error, message }` with this status by the error handler.
 */
export class HttpError extends NamedError {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}
