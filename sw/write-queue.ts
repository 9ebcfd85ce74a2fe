/// <reference lib="webworker" />
import { Queue, QueueStore, StorableRequest } from 'workbox-background-sync'
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js'
import { registerRoute } from 'workbox-routing'
import { broadcast } from './clients'
import { QUEUED_HEADER, WRITE_QUEUE_NAME } from './messages'
import { createReplayer, type WriteStore } from './replay'
import { isQueuedWrite, QUEUED_METHODS } from './write-routes'

/**
 * The offline write queue (design.md: "Writes are local first").
 *
 * A routed write (write-routes.ts) is sent live. When the network fails (fetch rejects with a
 * TypeError) the request — headers, bearer token and Idempotency-Key included — is stored by
 * workbox-background-sync in IndexedDB and the page gets 202 `{queued: true}` with the
 * `x-huellitas-queued: 1` header, so it keeps the optimistic document marked pending. Any HTTP
 * answer of a live attempt, 5xx included, goes back to the page untouched: the page decides.
 *
 * Order: while writes wait in the queue (or a replay runs), a new write joins the end of the
 * queue instead of overtaking them, and a replay starts at once — an edit must not reach the
 * server before the create it edits.
 *
 * Replay (replay.ts) runs on the Background Sync `sync` event (Chromium), when the worker
 * starts or activates, when the page says it is online again (Safari and Firefox have no
 * Background Sync) and after each newly queued write while others wait. The page hears about
 * every change of the queue ('queue-changed') and every write that leaves it
 * ('queue-replayed'); see messages.ts.
 */
declare const self: ServiceWorkerGlobalScope

const RETENTION_MINUTES = 7 * 24 * 60
const hasBackgroundSync = 'sync' in self.registration

const store = new QueueStore(WRITE_QUEUE_NAME)

const writeStore: WriteStore = {
  async list() {
    const entries = await store.getAll()
    return entries.map((entry) => ({
      id: entry.id,
      timestamp: entry.timestamp,
      toRequest: () => new StorableRequest(entry.requestData).toRequest(),
    }))
  },
  remove: (id) => store.deleteEntry(id),
  size: () => store.size(),
}

/**
 * A replay that hangs (a half-open connection) would hold the whole queue; after this long it
 * counts as no answer and the write stays queued. Generous: five photos on a slow uplink.
 */
const REPLAY_TIMEOUT_MS = 60_000

const replayer = createReplayer({
  store: writeStore,
  send: (request) => fetch(request, { signal: AbortSignal.timeout(REPLAY_TIMEOUT_MS) }),
  notify: broadcast,
  retentionMs: RETENTION_MINUTES * 60 * 1000,
})

const queue = new Queue(WRITE_QUEUE_NAME, {
  maxRetentionTime: RETENTION_MINUTES,
  // Throwing makes the browser retry the sync event later. Without Background Sync, Workbox
  // calls this once at start-up with nobody to catch the error: swallow it there.
  onSync: async () => {
    try {
      await replayer.replay()
    } catch (error) {
      if (hasBackgroundSync) throw error
    }
  },
})

async function notifySize(): Promise<void> {
  await broadcast({ type: 'queue-changed', size: await writeStore.size() })
}

/**
 * Replays outside a sync event (start, activation, the page's 'replay-queue'). When a write has
 * to stay, a sync registration asks Chromium to try again once it sees a connection.
 */
export async function replayWrites(): Promise<void> {
  try {
    await replayer.replay()
  } catch {
    await queue.registerSync()
  }
}

export async function clearWrites(): Promise<void> {
  await replayer.clear()
}

export async function queueSize(): Promise<number> {
  return writeStore.size()
}

async function enqueue(request: Request): Promise<Response> {
  await queue.pushRequest({ request })
  await notifySize()
  return new Response(JSON.stringify({ queued: true }), {
    status: 202,
    headers: { 'content-type': 'application/json', [QUEUED_HEADER]: '1' },
  })
}

async function handleWrite({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  if (replayer.isBusy() || (await writeStore.size()) > 0) {
    const queued = await enqueue(request)
    event.waitUntil(replayWrites())
    return queued
  }
  try {
    // The original stays unread in case it has to be queued.
    return await fetch(request.clone())
  } catch (error) {
    if (!(error instanceof TypeError)) throw error
    return enqueue(request)
  }
}

export function registerWriteQueueRoutes(): void {
  for (const method of QUEUED_METHODS) {
    registerRoute(
      ({ url, request }) =>
        url.origin === self.location.origin && isQueuedWrite(request.method, url.pathname),
      handleWrite,
      method,
    )
  }
}
