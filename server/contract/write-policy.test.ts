import { describe, expect, it } from 'vitest'
import { errorCodes } from './error-codes.js'
import {
  backoffMs,
  classifyWrite,
  decideWrite,
  parseRetryAfter,
  RETRY_AFTER_MAX_MS,
  RETRY_MAX_MS,
  type WriteAttempt,
  type WriteOutcome,
} from './write-policy.js'

/**
 * The one policy for every write answer. The page's and the worker's sender
 * (sw/write-queue/sender.ts) and the server's idempotency store (server/http/idempotency.ts)
 * import this module; this table is the rule they all follow.
 */
const response = (status: number, errorCode: string | null = null): WriteAttempt => ({
  kind: 'response',
  status,
  errorCode,
})

const table: [string, WriteAttempt, WriteOutcome][] = [
  ['no answer (network error, refused, cut, timeout)', { kind: 'no-answer' }, 'retry'],
  ['200 OK', response(200), 'done'],
  ['201 Created', response(201), 'done'],
  ['204 No Content', response(204), 'done'],
  ['304 Not Modified', response(304), 'done'],
  ['400 validation', response(400, 'validation-error'), 'final'],
  ['401 session over', response(401, 'unauthorized'), 'final'],
  ['403 not yours', response(403, 'forbidden'), 'final'],
  ['404 gone', response(404, 'not-found'), 'final'],
  ['408 request timeout', response(408), 'retry'],
  ['409 conflict', response(409, 'conflict'), 'final'],
  ['409 same key still running', response(409, errorCodes.idempotencyInProgress), 'retry'],
  ['413 too large', response(413), 'final'],
  ['422 key reused on another route', response(422, errorCodes.idempotencyKeyReused), 'final'],
  ['425 too early', response(425), 'retry'],
  ['429 rate limited', response(429, 'rate-limited'), 'retry'],
  ['429 daily limit (resets at midnight)', response(429, errorCodes.dailyLimitReached), 'final'],
  ['500 server error', response(500), 'retry'],
  ['502 bad gateway', response(502), 'retry'],
  ['503 unavailable', response(503), 'retry'],
  ['504 gateway timeout', response(504), 'retry'],
]

describe('write policy', () => {
  it.each(table)('%s → %s', (_name, attempt, outcome) => {
    expect(classifyWrite(attempt)).toBe(outcome)
    expect(decideWrite(attempt, 1, 0).kind).toBe(outcome)
  })

  it('backs off 1 s, 2 s, 4 s … up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(backoffMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000,
    ])
    expect(backoffMs(1_000)).toBe(RETRY_MAX_MS)
  })

  it('honours Retry-After (seconds or a date) when longer than the backoff, within a cap', () => {
    const now = Date.UTC(2026, 10, 25, 12)
    const busy = (retryAfter: string): WriteAttempt => ({
      kind: 'response',
      status: 429,
      retryAfter,
    })
    expect(decideWrite(busy('30'), 1, now)).toEqual({ kind: 'retry', delayMs: 30_000 })
    expect(decideWrite(busy('0'), 3, now)).toEqual({ kind: 'retry', delayMs: 4_000 })
    const inTwoMinutes = new Date(now + 120_000).toUTCString()
    expect(decideWrite(busy(inTwoMinutes), 1, now)).toEqual({ kind: 'retry', delayMs: 120_000 })
    expect(decideWrite(busy('86400'), 1, now)).toEqual({
      kind: 'retry',
      delayMs: RETRY_AFTER_MAX_MS,
    })
    expect(decideWrite(busy('soon'), 2, now)).toEqual({ kind: 'retry', delayMs: 2_000 })
    expect(parseRetryAfter(null, now)).toBeNull()
  })
})
