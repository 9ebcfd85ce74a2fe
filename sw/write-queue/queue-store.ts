import type { QueuedWrite } from './queued-write'

/**
 * The device's one durable write queue: an IndexedDB store of our own, opened by the page
 * (which adds every write before the screen shows it as pending) and by the service worker
 * (which sends what is left while the app is closed). Both import this module, so both read
 * the same rows through the same code; no side reads another library's private database.
 *
 * Every change is announced on a BroadcastChannel (other tabs and the worker) and to this
 * context's own listeners, so screens re-read the queue when anything changes, wherever it
 * changed. Plain IndexedDB (no wrapper library): tests hand each simulated device its own
 * IDBFactory (fake-indexeddb).
 */
export const WRITE_QUEUE_DB = 'huellitas-write-queue'
const STORE = 'writes'
const VERSION = 1
export const WRITE_QUEUE_CHANNEL = 'huellitas-write-queue'

export interface WriteQueueStore {
  add(entry: Omit<QueuedWrite, 'seq'>): Promise<QueuedWrite>
  /** Every entry, in the order the writes were made. */
  list(): Promise<QueuedWrite[]>
  get(key: string): Promise<QueuedWrite | null>
  /** Applies `patch`; null when the entry is gone. */
  patch(key: string, patch: Partial<Omit<QueuedWrite, 'key' | 'seq'>>): Promise<QueuedWrite | null>
  remove(keys: readonly string[]): Promise<void>
  /** Removes every entry `which` accepts (all when omitted). */
  clear(which?: (entry: QueuedWrite) => boolean): Promise<void>
  /** Calls `listener` after every change made here or announced by another context. */
  onChange(listener: () => void): () => void
  close(): void
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

function completed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onabort = transaction.onerror = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
  })
}

function open(factory: IDBFactory, onClosed: () => void): Promise<IDBDatabase> {
  const request = factory.open(WRITE_QUEUE_DB, VERSION)
  request.onupgradeneeded = () => {
    const store = request.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true })
    store.createIndex('key', 'key', { unique: true })
  }
  return done(request).then((database) => {
    // Sign-out deletes the database from the page: every other holder (the worker, other
    // tabs) lets go, and opens it anew on its next use.
    database.onversionchange = () => {
      database.close()
      onClosed()
    }
    return database
  })
}

/** Sign-out: deletes the queue's database (after every holder has let go of it). */
export function deleteWriteQueue(factory: IDBFactory = indexedDB): Promise<void> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(WRITE_QUEUE_DB)
    request.onsuccess = request.onerror = () => resolve()
  })
}

export function openWriteQueueStore(factory: IDBFactory = indexedDB): WriteQueueStore {
  let database: Promise<IDBDatabase> | null = null
  const db = () =>
    (database ??= open(factory, () => {
      database = null
    }))
  const listeners = new Set<() => void>()
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(WRITE_QUEUE_CHANNEL)
  const emit = () => {
    for (const listener of listeners) listener()
  }
  if (channel) channel.onmessage = emit
  let isClosed = false
  const changed = () => {
    // A write that was in flight when the store closed (a sign-out, say) still lands; a
    // closed channel throws on postMessage, and no one here is listening any more.
    if (isClosed) return
    channel?.postMessage('changed')
    emit()
  }

  async function write<T>(run: (store: IDBObjectStore) => Promise<T>): Promise<T> {
    const transaction = (await db()).transaction(STORE, 'readwrite')
    const result = run(transaction.objectStore(STORE))
    await completed(transaction)
    changed()
    return result
  }

  async function findByKey(store: IDBObjectStore, key: string): Promise<QueuedWrite | null> {
    const found = (await done(store.index('key').get(key))) as QueuedWrite | undefined
    return found ?? null
  }

  return {
    add: (entry) =>
      write(async (store) => {
        const seq = (await done(store.add(entry))) as number
        return { ...entry, seq }
      }),
    async list() {
      const transaction = (await db()).transaction(STORE, 'readonly')
      return (await done(transaction.objectStore(STORE).getAll())) as QueuedWrite[]
    },
    async get(key) {
      const transaction = (await db()).transaction(STORE, 'readonly')
      return findByKey(transaction.objectStore(STORE), key)
    },
    patch: (key, patch) =>
      write(async (store) => {
        const current = await findByKey(store, key)
        if (!current) return null
        const next = { ...current, ...patch }
        await done(store.put(next))
        return next
      }),
    remove: (keys) =>
      write(async (store) => {
        for (const key of keys) {
          const current = await findByKey(store, key)
          if (current?.seq !== undefined) await done(store.delete(current.seq))
        }
      }),
    clear: (which) =>
      write(async (store) => {
        const all = (await done(store.getAll())) as QueuedWrite[]
        for (const entry of all) {
          if ((!which || which(entry)) && entry.seq !== undefined)
            await done(store.delete(entry.seq))
        }
      }),
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close() {
      isClosed = true
      channel?.close()
      listeners.clear()
      void database?.then((opened) => opened.close())
      database = null
    },
  }
}
