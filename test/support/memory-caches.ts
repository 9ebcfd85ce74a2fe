/**
 * Cache Storage for component tests (jsdom has none), kept in memory with the parts of the API
 * the app uses: open, keys, has, delete, match; a cache's put, match, keys, delete. Answers are
 * stored as bytes and headers, so what is read back is a fresh Response each time, as in a
 * browser. `quotaBytes` makes put() fail with a QuotaExceededError DOMException once the
 * stored bytes would pass it, as Chromium does when the origin's quota is used up.
 */
interface Stored {
  body: ArrayBuffer
  status: number
  headers: [string, string][]
}

const urlOf = (key: RequestInfo | URL) =>
  new URL(
    typeof key === 'string' ? key : key instanceof URL ? key.href : key.url,
    'http://localhost/',
  ).href

export class MemoryCacheStorage {
  readonly stores = new Map<string, Map<string, Stored>>()
  constructor(public quotaBytes = Number.POSITIVE_INFINITY) {}

  usedBytes(): number {
    let sum = 0
    for (const store of this.stores.values()) {
      for (const entry of store.values()) sum += entry.body.byteLength
    }
    return sum
  }

  open(name: string): Promise<Cache> {
    let store = this.stores.get(name)
    if (!store) {
      store = new Map()
      this.stores.set(name, store)
    }
    return Promise.resolve(this.cacheOf(name, store))
  }

  keys(): Promise<string[]> {
    return Promise.resolve([...this.stores.keys()])
  }

  has(name: string): Promise<boolean> {
    return Promise.resolve(this.stores.has(name))
  }

  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.stores.delete(name))
  }

  match(key: RequestInfo | URL, options?: MultiCacheQueryOptions): Promise<Response | undefined> {
    for (const [name, store] of this.stores) {
      if (options?.cacheName !== undefined && options.cacheName !== name) continue
      const entry = store.get(urlOf(key))
      if (entry) return Promise.resolve(toResponse(entry))
    }
    return Promise.resolve(undefined)
  }

  private cacheOf(name: string, store: Map<string, Stored>): Cache {
    const isCurrent = () => this.stores.get(name) === store
    const usedBytes = () => this.usedBytes()
    const quota = () => this.quotaBytes
    const cache = {
      async put(key: RequestInfo | URL, response: Response) {
        const body = await response.arrayBuffer()
        if (usedBytes() + body.byteLength > quota()) {
          throw new DOMException('Quota exceeded', 'QuotaExceededError')
        }
        // A write to a deleted cache goes nowhere the storage lists, as in a browser whose
        // cache object outlived its deletion.
        if (!isCurrent()) return
        const headers: [string, string][] = []
        response.headers.forEach((value, name) => headers.push([name, value]))
        store.set(urlOf(key), { body, status: response.status, headers })
      },
      match: (key: RequestInfo | URL) => {
        const entry = store.get(urlOf(key))
        return Promise.resolve(entry ? toResponse(entry) : undefined)
      },
      keys: () => Promise.resolve([...store.keys()].map((url) => new Request(url))),
      delete: (key: RequestInfo | URL) => Promise.resolve(store.delete(urlOf(key))),
    }
    return cache as unknown as Cache
  }
}

function toResponse(entry: Stored): Response {
  return new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers })
}
