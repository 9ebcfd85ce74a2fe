import { HTTPError } from 'ky'
import type { ApiErrorBody } from '@contract/errors'
import { errorCodes } from '@contract/error-codes'
import { QUEUED_HEADER } from '../../sw/messages'

/**
 * Is a failed write worth sending again (same Idempotency-Key) or is the server's answer final?
 * Final: a 4xx about the request itself (invalid, forbidden, not found, conflict, 401), and a
 * 429 `daily-limit-reached` (a quota that only resets at midnight: retrying it would hold every
 * later write — chat messages too — behind it for the rest of the day). Worth retrying: no
 * answer at all, 5xx, 408, 425, any other 429 (rate limiting), and a 409 saying the same key is
 * still being processed (a concurrent repeat).
 */
const RETRYABLE_STATUSES = new Set([408, 425, 429])

export async function isDefinitiveRefusal(error: unknown): Promise<boolean> {
  if (!(error instanceof HTTPError)) return false
  const { status } = error.response
  if (status < 400 || status >= 500) return false
  if (status === 429) return (await errorCodeOf(error.response)) === errorCodes.dailyLimitReached
  if (RETRYABLE_STATUSES.has(status)) return false
  if (status === 409) {
    return (await errorCodeOf(error.response)) !== errorCodes.idempotencyInProgress
  }
  return true
}

/** The `error` code of an API error answer (read from a clone: the message is read later). */
async function errorCodeOf(response: Response): Promise<string | null> {
  const body = await readJson<Partial<ApiErrorBody>>(response.clone())
  return typeof body?.error === 'string' ? body.error : null
}

export async function readJson<T>(response: Response): Promise<T | null> {
  try {
    const text = await response.text()
    return text ? (JSON.parse(text) as T) : null
  } catch {
    return null
  }
}

/**
 * The server's version stamp in a write's answer: `updatedAt` of the answer or of the document
 * it wraps (`{ pet: {…} }`). null when the answer has none (a delete).
 */
export function findUpdatedAt(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null
  const record = body as Record<string, unknown>
  if (typeof record.updatedAt === 'string') return record.updatedAt
  for (const value of Object.values(record)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const nested = (value as Record<string, unknown>).updatedAt
      if (typeof nested === 'string') return nested
    }
  }
  return null
}

/** The service worker's answer to a write it queued while offline (HTTP 202 `{queued: true}`). */
export function isQueuedAnswer(response: Response, body: unknown): boolean {
  if (response.status !== 202) return false
  return (
    response.headers.get(QUEUED_HEADER) === '1' ||
    (!!body && (body as { queued?: unknown }).queued === true)
  )
}

/** The `message` of an API error body, if any. */
export function messageOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null
  const message = (body as Partial<ApiErrorBody>).message
  return typeof message === 'string' && message ? message : null
}
