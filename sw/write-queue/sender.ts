import { decideWrite, type WriteAttempt } from '../../server/contract/write-policy'
import { findUpdatedAt, type QueuedWrite } from './queued-write'
import type { WriteQueueStore } from './queue-store'

/**
 * The one sender of the device's write queue. The page and the service worker both run it;
 * a lock (a Web Lock where there is one) lets one of them send at a time, across tabs and the
 * worker, so no entry is ever in flight twice from this device.
 *
 * A pass takes the pending entries in the order the writes were made and sends them one at a
 * time. The policy (server/contract/write-policy.ts) decides each answer:
 * - done: the entry turns `sent` with the server's answer (screens keep showing it until
 *   replication brings the server's version; see src/sync/settle-sent.ts);
 * - final: the entry turns `failed` with the server's Spanish message and the pass goes on
 *   (later writes do not depend on a refused one succeeding: they are refused in turn if so);
 * - retry: the entry keeps its place with a backoff, and the pass stops — nothing overtakes it,
 *   so an edit never reaches the server before the create it edits, nor a message before the
 *   one typed before it.
 * A write is only ever removed by the user (discard), by replication settling it, or by
 * sign-out; never because a send failed.
 */
export const SENDER_LOCK = 'huellitas-write-sender'
/** A pending write older than this is given up as failed (the server keeps keys 8 days). */
export const RETENTION_MS = 7 * 24 * 60 * 60 * 1000
/** An answer that hangs (a half-open connection) counts as none after this long. */
export const SEND_TIMEOUT_MS = 30_000

export interface PassResult {
  /** pending entries left (0: the queue is drained) */
  pending: number
  /** when the first of them may be tried again (epoch ms), if any are left */
  nextAttemptAt: number | null
}

export interface SenderOptions {
  store: WriteQueueStore
  send?: (request: Request) => Promise<Response>
  /** runs `task` while holding the device-wide sender lock */
  withLock?: <T>(task: () => Promise<T>) => Promise<T>
  /** Spanish text for a write that never got through within RETENTION_MS */
  expiredMessage: string
  now?: () => number
  /** told of every answer (the page expires the session on a 401) */
  onAnswer?: (entry: QueuedWrite, status: number) => void
}

export interface Sender {
  /**
   * One pass (after any pass already running here). `ignoreBackoff`: the connection is known to
   * be back (the page's 'online', a Background Sync event), so a write waiting out its backoff
   * goes now.
   */
  drain(options?: { ignoreBackoff?: boolean }): Promise<PassResult>
}

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
}

/** The Web Lock when the platform has one, else a chain within this JavaScript realm. */
export function defaultWithLock(): <T>(task: () => Promise<T>) => Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks
  if (locks) return (task) => locks.request(SENDER_LOCK, task)
  let chain: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>) => {
    const run = chain.then(task)
    chain = run.catch(() => undefined)
    return run
  }
}

async function readBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text()
    return text ? (JSON.parse(text) as unknown) : null
  } catch {
    return null
  }
}

function field(body: unknown, name: 'error' | 'message'): string | null {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : null
  return typeof value === 'string' && value ? value : null
}

function toRequest(entry: QueuedWrite): Request {
  return new Request(entry.url, {
    method: entry.method,
    headers: entry.headers,
    ...(entry.body ? { body: entry.body } : {}),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  })
}

export function createSender(options: SenderOptions): Sender {
  const { store, expiredMessage } = options
  const send = options.send ?? ((request: Request) => fetch(request))
  const withLock = options.withLock ?? defaultWithLock()
  const now = options.now ?? Date.now
  let running: Promise<PassResult> = Promise.resolve({ pending: 0, nextAttemptAt: null })

  async function attempt(entry: QueuedWrite): Promise<'go-on' | 'stop'> {
    let attempt: WriteAttempt
    let body: unknown = null
    try {
      const response = await send(toRequest(entry))
      body = await readBody(response)
      attempt = {
        kind: 'response',
        status: response.status,
        errorCode: field(body, 'error'),
        retryAfter: response.headers.get('retry-after'),
      }
      options.onAnswer?.(entry, response.status)
    } catch {
      attempt = { kind: 'no-answer' }
    }
    const decision = decideWrite(attempt, entry.failures + 1, now())
    const status = attempt.kind === 'response' ? attempt.status : null
    switch (decision.kind) {
      case 'done':
        await store.patch(entry.key, {
          state: 'sent',
          status,
          response: body,
          error: null,
          failures: 0,
          serverUpdatedAt: findUpdatedAt(body),
          ackAt: now(),
        })
        return 'go-on'
      case 'final':
        await store.patch(entry.key, {
          state: 'failed',
          status,
          response: body,
          error: field(body, 'message') ?? entry.fallbackMessage,
        })
        return 'go-on'
      case 'retry':
        await store.patch(entry.key, {
          failures: entry.failures + 1,
          nextAttemptAt: now() + decision.delayMs,
        })
        return 'stop'
    }
  }

  async function pass(ignoreBackoff: boolean): Promise<PassResult> {
    for (const listed of await store.list()) {
      // Re-read: another context may have settled or discarded it since the list was taken.
      const entry = listed.state === 'pending' ? await store.get(listed.key) : null
      if (entry?.state !== 'pending') continue
      if (now() - entry.createdAt > RETENTION_MS) {
        await store.patch(entry.key, { state: 'failed', error: expiredMessage })
        continue
      }
      if (!ignoreBackoff && entry.nextAttemptAt > now()) break
      if ((await attempt(entry)) === 'stop') break
    }
    const left = (await store.list()).filter((entry) => entry.state === 'pending')
    return { pending: left.length, nextAttemptAt: left[0]?.nextAttemptAt ?? null }
  }

  return {
    drain({ ignoreBackoff = false } = {}) {
      const next = running.then(() => withLock(() => pass(ignoreBackoff)))
      running = next.catch(() => ({ pending: 0, nextAttemptAt: null }))
      return next
    },
  }
}
