import { IDEMPOTENCY_HEADER } from '../server/contract/sync.contract'
import type { WorkerToPageMessage } from './messages'
import { decideReplay, type ReplayAttempt } from './replay-policy'

/**
 * Replays the offline write queue, in order, one request at a time.
 *
 * Strategy: read the queue, send the oldest write, and delete its row only once the policy
 * (replay-policy.ts) says it is finished — delivered or definitively refused. Workbox's own
 * replay shifts a row out of IndexedDB before sending it, so a worker stopped by the browser
 * mid-fetch loses the write; keeping the row until the answer arrives makes delivery
 * at-least-once instead, and the Idempotency-Key every write carries makes that exactly-once
 * on the server. A write that must wait ('keep') stops the pass: later writes may depend on it
 * (edit after create), so nothing overtakes it.
 *
 * One replay at a time per worker: callers share the in-flight promise. A call that arrives
 * while a replay runs asks for one more pass, so a write queued at the very end is not left
 * behind until the next trigger.
 *
 * No Workbox or worker globals here (they are injected), so the unit tests drive it in Node.
 */

export interface StoredWrite {
  id: number
  /** When the write was queued (epoch ms) */
  timestamp: number
  toRequest: () => Request
}

export interface WriteStore {
  /** Every queued write, oldest first */
  list: () => Promise<StoredWrite[]>
  remove: (id: number) => Promise<void>
  size: () => Promise<number>
}

export interface ReplayerOptions {
  store: WriteStore
  send: (request: Request) => Promise<Response>
  notify: (message: WorkerToPageMessage) => Promise<void>
  /** Writes older than this are dropped unsent and reported as 'expired'. */
  retentionMs: number
  now?: () => number
}

export interface Replayer {
  /** Resolves when the queue is empty; rejects when a write had to stay queued. */
  replay(): Promise<void>
  isBusy(): boolean
  /** Forget every queued write (sign-out). */
  clear(): Promise<void>
}

/** Thrown when a write stays queued, so a sync event's waitUntil fails and the browser retries. */
export class WritesStillQueuedError extends Error {
  constructor(readonly reason: string) {
    super(`Queued writes kept for a later replay: ${reason}`)
    this.name = 'WritesStillQueuedError'
  }
}

type PassResult = 'empty' | 'progress'

async function readBody(response: Response): Promise<unknown> {
  if (!response.headers.get('content-type')?.includes('json')) return null
  try {
    return (await response.json()) as unknown
  } catch {
    return null
  }
}

function errorCodeOf(body: unknown): string | null {
  const code = body && typeof body === 'object' ? (body as { error?: unknown }).error : null
  return typeof code === 'string' ? code : null
}

export function createReplayer(options: ReplayerOptions): Replayer {
  const { store, send, notify, retentionMs } = options
  const now = options.now ?? Date.now
  let inFlight: Promise<void> | null = null
  let isRerunRequested = false

  async function notifySize(): Promise<void> {
    await notify({ type: 'queue-changed', size: await store.size() })
  }

  async function finish(
    entry: StoredWrite,
    request: Request,
    outcome: 'done' | 'rejected' | 'expired',
    status: number,
    body: unknown,
  ): Promise<void> {
    await store.remove(entry.id)
    await notify({
      type: 'queue-replayed',
      outcome,
      key: request.headers.get(IDEMPOTENCY_HEADER),
      url: request.url,
      method: request.method,
      status,
      body,
    })
    await notifySize()
  }

  async function pass(): Promise<PassResult> {
    const entries = await store.list()
    if (entries.length === 0) return 'empty'
    for (const entry of entries) {
      const request = entry.toRequest()
      if (now() - entry.timestamp > retentionMs) {
        await finish(entry, request, 'expired', 0, null)
        continue
      }
      let attempt: ReplayAttempt
      let response: Response | undefined
      let body: unknown = null
      try {
        // A clone: `request` still provides the headers for the report afterwards.
        response = await send(request.clone())
        // Read before deciding: the error code tells a final 429 (daily limit) from a passing one.
        body = await readBody(response)
        attempt = { kind: 'response', status: response.status, errorCode: errorCodeOf(body) }
      } catch {
        attempt = { kind: 'network-error' }
      }
      const decision = decideReplay(attempt)
      if (decision === 'keep' || !response) {
        throw new WritesStillQueuedError(
          attempt.kind === 'network-error' ? 'no network' : `HTTP ${attempt.status}`,
        )
      }
      const outcome = decision === 'done-report' ? 'done' : 'rejected'
      await finish(entry, request, outcome, response.status, body)
    }
    return 'progress'
  }

  // Clears `inFlight` itself, synchronously with its last check, so no caller can join a run
  // that has already decided to stop.
  async function run(): Promise<void> {
    try {
      for (;;) {
        isRerunRequested = false
        if ((await pass()) === 'progress') continue
        if (!isRerunRequested) break
      }
    } finally {
      inFlight = null
    }
  }

  return {
    replay() {
      if (inFlight) {
        isRerunRequested = true
        return inFlight
      }
      const current = run()
      inFlight = current
      return current
    },
    isBusy: () => inFlight !== null,
    async clear() {
      for (const entry of await store.list()) await store.remove(entry.id)
      await notifySize()
    },
  }
}
