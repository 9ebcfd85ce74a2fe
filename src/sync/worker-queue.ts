import { IDEMPOTENCY_HEADER } from '@contract/sync.contract'

/**
 * Which writes the service worker holds in its queue, read straight from the IndexedDB store
 * workbox-background-sync keeps them in (workbox-background-sync/lib/QueueDb.js: database
 * 'workbox-background-sync', store 'requests', headers stored lower-cased). Reading the store
 * answers even while the worker is stopped, and needs no new message protocol.
 *
 * Why: a page can go away (reload, closed app) between the worker queuing a write and the
 * worker's 202 reaching the page. The outbox entry then still says `sending`, and without
 * this check it would be marked `failed` although the worker will deliver it.
 */
const QUEUE_DB = 'workbox-background-sync'
const QUEUE_STORE = 'requests'
const KEY_HEADER = IDEMPOTENCY_HEADER.toLowerCase()

interface StoredRequest {
  requestData?: { headers?: Record<string, string> }
}

export function queuedWriteKeys(): Promise<Set<string>> {
  const keys = new Set<string>()
  if (typeof indexedDB === 'undefined') return Promise.resolve(keys)
  return new Promise((resolve) => {
    const request = indexedDB.open(QUEUE_DB)
    // The worker never queued anything: do not create its database here (Workbox's own
    // upgrade must make it), so abort the creation and answer "nothing queued".
    request.onupgradeneeded = () => request.transaction?.abort()
    request.onerror = () => resolve(keys)
    request.onblocked = () => resolve(keys)
    request.onsuccess = () => {
      const db = request.result
      if (!db.objectStoreNames.contains(QUEUE_STORE)) {
        db.close()
        resolve(keys)
        return
      }
      const read = db.transaction(QUEUE_STORE, 'readonly').objectStore(QUEUE_STORE).getAll()
      read.onsuccess = () => {
        for (const row of read.result as StoredRequest[]) {
          const key = row.requestData?.headers?.[KEY_HEADER]
          if (key) keys.add(key)
        }
        db.close()
        resolve(keys)
      }
      read.onerror = () => {
        db.close()
        resolve(keys)
      }
    }
  })
}
