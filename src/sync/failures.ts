import { HTTPError } from 'ky'
import type { ApiErrorBody } from '@contract/errors'
import { errorCodes } from '@contract/error-codes'
import { QUEUED_HEADER } from '../../sw/messages'

/**
 * Is a failed write worth sending again (same Idempotency-Key) or is the server's answer final?
 * Final: a 4xx about the request itself (invalid, forbidden, not found, conflict, 401). Worth
 * retrying: no answer at all, 5xx, 408, 425, 429, and a 409 saying the same key is still being
 * processed (a concurrent repeat).
 */
const RETRYABLE_STATUSES = new Set([408, 425, 429])

export async function isDefinitiveRefusal(error: unknown): Promise<boolean> {
  if (!(error instanceof HTTPError)) return false
  const { status } = error.response
  if (status < 400 || status >= 500 || RETRYABLE_STATUSES.has(status)) return false
  if (status === 409) {
    const body = await readJson<Partial<ApiErrorBody>>(error.response.clone())
    if (body?.error === errorCodes.idempotencyInProgress) return false
  }
  return true
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
