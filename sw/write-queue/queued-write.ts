/**
 * One write waiting in the device's durable queue (queue-store.ts): the request itself, as it
 * will be sent (method, absolute URL, headers with the bearer token and the Idempotency-Key,
 * body bytes — photos included), plus what screens need to show it before the server answers
 * (the optimistic document of the replicated collection it targets).
 *
 * States: pending (to be sent, or sent without an answer yet) → sent (the server accepted it;
 * the entry stays, so the screen keeps showing it, until replication brings the server's
 * version) → removed. failed: the server refused it for good (or it never got through within
 * the retention time); it stays, with the Spanish message, until the user retries or discards
 * it. No page memory holds any of this: a reload, a closed app or a crashed tab loses nothing.
 */
export const writeOps = ['create', 'update', 'delete'] as const
export type WriteOp = (typeof writeOps)[number]
export type QueuedWriteState = 'pending' | 'sent' | 'failed'

export interface QueuedWrite {
  /** the Idempotency-Key (a UUID): the entry's id and the server's dedupe key */
  key: string
  /** queue order: the order the writes were made (assigned by the store) */
  seq?: number
  userId: string
  method: string
  url: string
  headers: Record<string, string>
  body: ArrayBuffer | null
  /** the replicated collection the write targets */
  target: string
  docId: string
  op: WriteOp
  /** what screens show until the server's version replicates (null for a delete) */
  doc: Record<string, unknown> | null
  /** Spanish text for a refusal that carries no message of its own */
  fallbackMessage: string
  /** updatedAt of the replicated document when the change was made (update, delete) */
  baseUpdatedAt: string | null
  state: QueuedWriteState
  /** failed tries since the last success (drives the backoff) */
  failures: number
  /** epoch ms before which the sender leaves it (and everything after it) alone */
  nextAttemptAt: number
  /** Spanish text of a refusal (failed) */
  error: string | null
  /** the server's answer, parsed JSON (sent and failed) */
  response: unknown
  status: number | null
  /** updatedAt in the server's answer, to know when replication shows it */
  serverUpdatedAt: string | null
  /** epoch ms at which the server's acceptance arrived */
  ackAt: number | null
  /** epoch ms */
  createdAt: number
}

type DeliveryFields =
  | 'state'
  | 'failures'
  | 'nextAttemptAt'
  | 'error'
  | 'response'
  | 'status'
  | 'serverUpdatedAt'
  | 'ackAt'
  | 'createdAt'

/** How a write stands before its first try: new, or made again after a refusal. */
export function unsentDelivery(now: number): Pick<QueuedWrite, DeliveryFields> {
  return {
    state: 'pending',
    failures: 0,
    nextAttemptAt: 0,
    error: null,
    response: null,
    status: null,
    serverUpdatedAt: null,
    ackAt: null,
    createdAt: now,
  }
}

/** What a screen may know of a write: the request stays inside the queue. */
export type PendingWrite = Omit<QueuedWrite, 'headers' | 'body' | 'method' | 'url'>

export function toPendingWrite(entry: QueuedWrite): PendingWrite {
  const view: Partial<QueuedWrite> = { ...entry }
  delete view.headers
  delete view.body
  delete view.method
  delete view.url
  return view as PendingWrite
}

/** The server's version stamp in an answer: its `updatedAt`, or that of the document it wraps. */
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
