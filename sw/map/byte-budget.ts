/**
 * A byte bound for what browsing keeps of the map (the tiles and archive-slice caches), on top
 * of workbox-expiration's entry count and age: one entry may weigh 1 KB (an empty ocean tile)
 * or 2 MB (a small archive kept whole), so a count alone does not bound the space taken.
 *
 * Each stored answer's size and last use are recorded (IndexedDB, so a restarted worker keeps
 * the tally; mirrored in memory so a check costs no reads). Above the budget the least recently
 * used entries are deleted until the total fits again. Only the caches named at construction
 * are bounded: a saved area ('Guardar esta zona sin conexión') has its own cache, which this
 * never records nor deletes. No WebWorker globals: unit tested with fake-indexeddb.
 */

export interface SizedEntry {
  cache: string
  url: string
  bytes: number
  /** ms since the epoch: when it was stored or last answered from the cache */
  usedAt: number
}

/**
 * The entries to delete so that what remains weighs at most `maxBytes`: least recently used
 * first; among equals, the larger first (frees the space with fewer deletions). Pure.
 */
export function entriesToEvict(entries: readonly SizedEntry[], maxBytes: number): SizedEntry[] {
  let total = entries.reduce((sum, entry) => sum + entry.bytes, 0)
  if (total <= maxBytes) return []
  const oldestFirst = [...entries].sort((a, b) => a.usedAt - b.usedAt || b.bytes - a.bytes)
  const evicted: SizedEntry[] = []
  for (const entry of oldestFirst) {
    if (total <= maxBytes) break
    evicted.push(entry)
    total -= entry.bytes
  }
  return evicted
}

export interface ByteBudgetOptions {
  /** the caches bounded together (never a saved area's) */
  caches: readonly string[]
  maxBytes: number
  /** deletes one entry from a cache (the worker: caches.open(cache).delete(url)) */
  remove: (cache: string, url: string) => Promise<unknown>
  /** the URLs a cache holds now, to drop records of entries deleted elsewhere (expiry) */
  keysOf: (cache: string) => Promise<string[]>
  indexedDB?: IDBFactory
  dbName?: string
}

const STORE = 'entries'
const keyOf = (cache: string, url: string) => `${cache} ${url}`

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB'))
  })
}

export class ByteBudget {
  private readonly entries = new Map<string, SizedEntry>()
  private db: Promise<IDBDatabase> | null = null
  private loading: Promise<void> | null = null

  constructor(private readonly options: ByteBudgetOptions) {}

  /** The bytes recorded in the bounded caches. */
  async total(): Promise<number> {
    await this.load()
    let sum = 0
    for (const entry of this.entries.values()) sum += entry.bytes
    return sum
  }

  /** An answer was stored: record its size, then delete what no longer fits. */
  async record(cache: string, url: string, bytes: number, now = Date.now()): Promise<void> {
    if (!this.options.caches.includes(cache)) return
    await this.load()
    const entry = { cache, url, bytes, usedAt: now }
    this.entries.set(keyOf(cache, url), entry)
    await this.write((store) => store.put(entry, keyOf(cache, url)))
    await this.enforce()
  }

  /** An answer was read from a bounded cache: it is recently used again. */
  async touch(cache: string, url: string, now = Date.now()): Promise<void> {
    if (!this.options.caches.includes(cache)) return
    await this.load()
    const entry = this.entries.get(keyOf(cache, url))
    if (!entry) return
    entry.usedAt = now
    await this.write((store) => store.put(entry, keyOf(cache, url)))
  }

  /** Deletes least recently used entries until the bounded caches fit the budget. */
  async enforce(): Promise<SizedEntry[]> {
    await this.load()
    const evicted = entriesToEvict([...this.entries.values()], this.options.maxBytes)
    if (evicted.length === 0) return evicted
    // Out of the tally at once, so a check running meanwhile does not evict for them again.
    for (const entry of evicted) this.entries.delete(keyOf(entry.cache, entry.url))
    await Promise.all(evicted.map((entry) => this.options.remove(entry.cache, entry.url)))
    await this.write((store) => {
      let last: IDBRequest = store.count()
      for (const entry of evicted) last = store.delete(keyOf(entry.cache, entry.url))
      return last
    })
    return evicted
  }

  /** Forgets every record (the caches themselves are deleted by the caller: sign-out). */
  async clear(): Promise<void> {
    await this.load()
    this.entries.clear()
    await this.write((store) => store.clear())
  }

  private open(): Promise<IDBDatabase> {
    this.db ??= new Promise((resolve, reject) => {
      const factory = this.options.indexedDB ?? indexedDB
      const request = factory.open(this.options.dbName ?? 'huellitas-map-bytes', 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error ?? new Error('IndexedDB'))
    })
    return this.db
  }

  private async write(change: (store: IDBObjectStore) => IDBRequest): Promise<void> {
    const db = await this.open()
    const transaction = db.transaction(STORE, 'readwrite')
    change(transaction.objectStore(STORE))
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve()
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB'))
    })
  }

  /**
   * Once per worker: the records, less those whose entry is gone (workbox-expiration deleted
   * it by count or age, or the cache was deleted), so the tally matches what is stored.
   */
  private load(): Promise<void> {
    this.loading ??= (async () => {
      const db = await this.open()
      const store = db.transaction(STORE, 'readonly').objectStore(STORE)
      const stored = (await done(store.getAll())) as SizedEntry[]
      const present = new Map<string, Set<string>>()
      for (const cache of this.options.caches) {
        present.set(cache, new Set(await this.options.keysOf(cache).catch(() => [])))
      }
      const gone: string[] = []
      for (const entry of stored) {
        const key = keyOf(entry.cache, entry.url)
        if (present.get(entry.cache)?.has(entry.url)) this.entries.set(key, entry)
        else gone.push(key)
      }
      if (gone.length > 0) {
        await this.write((target) => {
          let last: IDBRequest = target.count()
          for (const key of gone) last = target.delete(key)
          return last
        })
      }
    })().catch((error: unknown) => {
      this.loading = null
      throw error
    })
    return this.loading
  }
}
