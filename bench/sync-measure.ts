import type { KyInstance } from 'ky'
import { filter, firstValueFrom } from 'rxjs'
import { uncacheRxQuery } from 'rxdb'
import type { PullResponse } from '@contract/sync.contract'
import { PULL_LIMIT_MAX } from '@contract/sync.contract'
import { createDatabase, type HuellitasDatabase, type OpenDatabaseOptions } from '../src/db'
import { observeMyPets } from '../src/features/pets/pets.repo'
import { startSyncEngine } from '../src/sync/sync-engine'

/**
 * The measurements of `npm run bench:sync`, shared by Node (fake-indexeddb) and the Chromium
 * bench page (real IndexedDB), so both run the very same code: the app's database bootstrap,
 * its sync engine (RxDB replication over REST + socket.io) and the Mis Mascotas query.
 */
export interface RestFigures {
  documents: number
  pages: number
  /** characters of JSON received (≈ bytes: the payload is ASCII apart from a few names) */
  chars: number
  ms: number
}

export interface PullFigures {
  documents: number
  /** creating the RxDB database and its collections */
  openMs: number
  /** engine started → the local collection holds every document */
  pullMs: number
  /** engine started → the replication reports it is in sync (idle) */
  inSyncMs: number
}

export interface LatencyFigures {
  runs: number
  rows: number
  p50: number
  p95: number
  max: number
}

export interface QueryFigures {
  /** each run on a fresh query (RxDB's query cache emptied): the screen opened for the first time */
  uncached: LatencyFigures
  /** the screen opened again: RxDB answers from its query cache */
  cached: LatencyFigures
}

/** The raw transfer: the pull endpoint paged with fetch, no RxDB, no storage. */
export async function restTransfer(apiRoot: string, token: string): Promise<RestFigures> {
  const started = performance.now()
  let seq = 0
  let documents = 0
  let pages = 0
  let chars = 0
  for (;;) {
    const response = await fetch(`${apiRoot}/sync/pets/pull?seq=${seq}&limit=${PULL_LIMIT_MAX}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    if (!response.ok) throw new Error(`pull answered ${response.status}`)
    const text = await response.text()
    const page = JSON.parse(text) as PullResponse<{ id: string }>
    pages += 1
    chars += text.length
    documents += page.documents.length
    seq = page.checkpoint.seq
    if (page.documents.length < PULL_LIMIT_MAX) break
  }
  return { documents, pages, chars, ms: performance.now() - started }
}

/**
 * The floor under any engine: the same pages fetched as in restTransfer (the next one while this
 * one is stored) and each page `put` into a bare IndexedDB object store (key path `id`, no
 * index) in one readwrite transaction, as they came. No RxDB, no Dexie: what this browser's
 * IndexedDB itself costs for one record per document.
 */
export async function rawStore(apiRoot: string, token: string): Promise<RestFigures> {
  const name = `bench-raw-${Date.now()}`
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name, 1)
    request.onupgradeneeded = () => request.result.createObjectStore('docs', { keyPath: 'id' })
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('open failed'))
  })
  const fetchPage = async (seq: number) => {
    const response = await fetch(`${apiRoot}/sync/pets/pull?seq=${seq}&limit=${PULL_LIMIT_MAX}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    if (!response.ok) throw new Error(`pull answered ${response.status}`)
    const text = await response.text()
    return { text, page: JSON.parse(text) as PullResponse<{ id: string }> }
  }
  const store = (documents: readonly { id: string }[]) =>
    new Promise<void>((resolve, reject) => {
      const transaction = database.transaction('docs', 'readwrite')
      const docs = transaction.objectStore('docs')
      for (const document of documents) docs.put(document)
      transaction.oncomplete = () => resolve()
      transaction.onerror = () => reject(transaction.error ?? new Error('put failed'))
    })
  const started = performance.now()
  let figures: RestFigures = { documents: 0, pages: 0, chars: 0, ms: 0 }
  try {
    let current = await fetchPage(0)
    for (;;) {
      const isFull = current.page.documents.length >= PULL_LIMIT_MAX
      const next = isFull ? fetchPage(current.page.checkpoint.seq) : null
      await store(current.page.documents)
      figures = {
        documents: figures.documents + current.page.documents.length,
        pages: figures.pages + 1,
        chars: figures.chars + current.text.length,
        ms: 0,
      }
      if (!next) break
      current = await next
    }
    return { ...figures, ms: performance.now() - started }
  } finally {
    database.close()
    indexedDB.deleteDatabase(name)
  }
}

export interface InitialPullOptions {
  userId: string
  token: string
  /** REST client whose prefix is the API root */
  http: KyInstance
  /** socket.io origin (Node); the page's origin in the browser */
  socketUrl?: string
  expected: number
  database?: OpenDatabaseOptions
}

/** An empty client database filled by the app's sync engine; answers the figures and the db. */
export async function initialPull(
  options: InitialPullOptions,
): Promise<{ figures: PullFigures; database: HuellitasDatabase }> {
  const started = performance.now()
  const database = await createDatabase(options.userId, options.database)
  const opened = performance.now()
  const engine = startSyncEngine({
    database,
    http: options.http,
    token: options.token,
    ...(options.socketUrl ? { socketUrl: options.socketUrl } : {}),
  })
  await firstValueFrom(database.pets.count().$.pipe(filter((count) => count >= options.expected)))
  const pulled = performance.now()
  await Promise.all(engine.replications.map((replication) => replication.state.awaitInSync()))
  const inSync = performance.now()
  await engine.stop()
  return {
    database,
    figures: {
      documents: options.expected,
      openMs: opened - started,
      pullMs: pulled - opened,
      inSyncMs: inSync - opened,
    },
  }
}

function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))
  return sorted[index] ?? Number.NaN
}

function summarise(samples: number[], rows: number): LatencyFigures {
  const sorted = [...samples].sort((a, b) => a - b)
  return {
    runs: samples.length,
    rows,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? Number.NaN,
  }
}

/** Forgets every cached query (not the documents), so the next query reads the storage. */
function emptyQueryCaches(database: HuellitasDatabase): void {
  for (const collection of [database.pets]) {
    const cache = collection._queryCache
    for (const query of [...cache._map.values()]) uncacheRxQuery(cache, query)
  }
}

/**
 * The Mis Mascotas query exactly as the screen runs it (observeMyPets: the owner's pets, sorted,
 * with the queued writes laid over them), timed from subscription to its first answer. Each series
 * stops early once it has used `budgetMs` (fake-indexeddb walks a cursor far slower than a
 * browser), so the printed run count is the number actually measured.
 */
export async function myPetsQueryLatency(
  database: HuellitasDatabase,
  ownerId: string,
  runs: number,
  budgetMs = 60_000,
): Promise<QueryFigures> {
  const time = async (uncached: boolean) => {
    const samples: number[] = []
    let rows = 0
    const deadline = performance.now() + budgetMs
    for (let run = 0; run < runs && (run === 0 || performance.now() < deadline); run += 1) {
      if (uncached) emptyQueryCaches(database)
      const started = performance.now()
      const pets = await firstValueFrom(observeMyPets(database, ownerId))
      samples.push(performance.now() - started)
      rows = pets.length
    }
    return summarise(samples, rows)
  }
  // Uncached first: it also leaves the query cached for the second series.
  const uncached = await time(true)
  const cached = await time(false)
  return { uncached, cached }
}
