/**
 * The message protocol between the service worker and the page (postMessage both ways), shared
 * by sw/ and src/. Pure types and parsers: no DOM or WebWorker globals, so both programs
 * compile it.
 *
 * Page → worker (navigator.serviceWorker.controller.postMessage):
 *   { type: 'SKIP_WAITING' }      a waiting worker takes over
 *   { type: 'replay-queue' }      the page is online again: send the queued writes now
 *   { type: 'get-queue-size' }    answer with 'queue-changed' to the asking page
 *   { type: 'clear-queue' }       sign-out: forget every queued write (they carry the token)
 *
 * Worker → page (every window client of the origin):
 *   { type: 'queue-changed', size }   the number of writes waiting in the queue
 *   { type: 'queue-replayed', ... }   one queued write left the queue for good (see below)
 */

/** The workbox-background-sync queue (its IndexedDB rows and its sync tag carry the name). */
export const WRITE_QUEUE_NAME = 'huellitas-writes'
/** The tag of the Background Sync registration Workbox makes for the queue. */
export const WRITE_QUEUE_SYNC_TAG = `workbox-background-sync:${WRITE_QUEUE_NAME}`
/** Header of the worker's 202 answer to a write it queued instead of sending. */
export const QUEUED_HEADER = 'x-huellitas-queued'

export type PageToWorkerMessage =
  | { type: 'SKIP_WAITING' }
  | { type: 'replay-queue' }
  | { type: 'get-queue-size' }
  | { type: 'clear-queue' }

export interface QueueChangedMessage {
  type: 'queue-changed'
  size: number
}

/**
 * How a queued write ended:
 * - 'done': the server accepted it (2xx); `body` is its answer, as the live call would have had.
 * - 'rejected': a definitive 4xx (validation, 401 after the session ended, 404…); `body` is the
 *   server's `{ error, message }`, the page rolls the optimistic change back and shows it.
 * - 'expired': never delivered within the retention time (7 days); `status` is 0.
 */
export type ReplayOutcome = 'done' | 'rejected' | 'expired'

export interface QueueReplayedMessage {
  type: 'queue-replayed'
  outcome: ReplayOutcome
  /** The request's Idempotency-Key header (null if it had none) */
  key: string | null
  /** Absolute URL of the write */
  url: string
  method: string
  /** HTTP status of the replay; 0 when it expired unanswered */
  status: number
  /** The answer parsed as JSON, or null (empty or not JSON) */
  body: unknown
}

export type WorkerToPageMessage = QueueChangedMessage | QueueReplayedMessage

function typeOf(data: unknown): unknown {
  return data !== null && typeof data === 'object' ? (data as { type?: unknown }).type : undefined
}

export function parsePageMessage(data: unknown): PageToWorkerMessage | null {
  const type = typeOf(data)
  switch (type) {
    case 'SKIP_WAITING':
    case 'replay-queue':
    case 'get-queue-size':
    case 'clear-queue':
      return { type }
    default:
      return null
  }
}

const outcomes: readonly unknown[] = ['done', 'rejected', 'expired'] satisfies ReplayOutcome[]

export function parseWorkerMessage(data: unknown): WorkerToPageMessage | null {
  const type = typeOf(data)
  const record = data as Record<string, unknown>
  if (type === 'queue-changed') {
    return typeof record.size === 'number' ? { type, size: record.size } : null
  }
  if (type === 'queue-replayed') {
    const { outcome, key, url, method, status, body } = record
    if (
      !outcomes.includes(outcome) ||
      (key !== null && typeof key !== 'string') ||
      typeof url !== 'string' ||
      typeof method !== 'string' ||
      typeof status !== 'number'
    ) {
      return null
    }
    return { type, outcome: outcome as ReplayOutcome, key, url, method, status, body: body ?? null }
  }
  return null
}
