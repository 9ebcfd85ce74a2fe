import { errorCodes } from './error-codes.js'

/**
 * The one answer to "is this write finished, or worth sending again?", shared by the page's and
 * the service worker's sender (sw/write-queue) and by the server's idempotency store
 * (server/http/idempotency.ts), so the three can never disagree.
 *
 * - no answer (network error, refused connection, timeout)    → retry
 * - 2xx / 3xx                                                  → done
 * - 408, 425, 429, 5xx                                         → retry (Retry-After honoured)
 * - 409 `idempotency-in-progress` (the same key still running) → retry (Retry-After honoured)
 * - 429 `daily-limit-reached`: a quota that resets only at midnight; kept, it would hold every
 *   later write (chat messages too) behind it for the rest of the day        → final
 * - any other 4xx (validation, 401, 403, 404, other 409s…)    → final: the user sees the
 *   server's Spanish message and may retry (with a new key) or discard it
 *
 * Backoff: 1 s, 2 s, 4 s … capped at 60 s; a Retry-After the server sent wins when it is longer
 * (capped at 10 minutes, so a wrong header cannot park the queue for a day).
 */
export type WriteAttempt =
  | { kind: 'no-answer' }
  | {
      kind: 'response'
      status: number
      /** `error` of a JSON error answer, when it has one */
      errorCode?: string | null
      /** the raw Retry-After header, when there is one */
      retryAfter?: string | null
    }

export type WriteDecision =
  { kind: 'done' } | { kind: 'retry'; delayMs: number } | { kind: 'final' }

export type WriteOutcome = WriteDecision['kind']

const RETRYABLE_4XX = new Set([408, 425, 429])
export const RETRY_FIRST_MS = 1_000
export const RETRY_MAX_MS = 60_000
export const RETRY_AFTER_MAX_MS = 10 * 60_000

/** What an answer means, without the backoff: used where only the class matters (the server). */
export function classifyWrite(attempt: WriteAttempt): WriteOutcome {
  if (attempt.kind === 'no-answer') return 'retry'
  const { status, errorCode } = attempt
  if (status < 400) return 'done'
  if (status >= 500) return 'retry'
  if (status === 429 && errorCode === errorCodes.dailyLimitReached) return 'final'
  if (RETRYABLE_4XX.has(status)) return 'retry'
  if (status === 409 && errorCode === errorCodes.idempotencyInProgress) return 'retry'
  return 'final'
}

/** The delay before try number `failures + 1`, after `failures` (≥ 1) failed tries. */
export function backoffMs(failures: number): number {
  const exponent = Math.max(0, Math.min(failures - 1, 16))
  return Math.min(RETRY_FIRST_MS * 2 ** exponent, RETRY_MAX_MS)
}

/** Retry-After as delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (!value) return null
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

export function decideWrite(
  attempt: WriteAttempt,
  /** failed tries so far, this one included */
  failures: number,
  now: number = Date.now(),
): WriteDecision {
  const outcome = classifyWrite(attempt)
  if (outcome !== 'retry') return { kind: outcome }
  const asked = attempt.kind === 'response' ? parseRetryAfter(attempt.retryAfter, now) : null
  const delayMs = Math.max(backoffMs(failures), Math.min(asked ?? 0, RETRY_AFTER_MAX_MS))
  return { kind: 'retry', delayMs }
}
