import type { ErrorCode } from '../contract/error-codes.js'
import { NamedError } from '../named-error.js'

/**
 * An answer to a client mistake, thrown anywhere in a request and turned into its `body()`
 * (`{ error, message }` unless a subclass says more) with this status by the error handler,
 * or stored as a queued write's answer (http/queued-writes.ts).
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

  body(): { error: string; message: string } {
    return { error: this.code, message: this.message }
  }
}
