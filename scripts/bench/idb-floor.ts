/**
 * What storing 10,000 pets costs this Chromium's IndexedDB itself, before any engine: a
 * benchmark, not a test (npx tsx --tsconfig tsconfig.node.json scripts/bench/idb-floor.ts
 * [--docs=N] [--runs=N]). The contract's pets (the test fixture's PetDoc, every card field
 * filled) with RxDB's _meta/_rev/_deleted/_attachments are `put` in readwrite transactions on a bare origin,
 * one record per document, in variants that an engine could choose:
 * - no index, 1,000 per transaction (as bench:sync's "fetch + bare puts" floor);
 * - the indexes RxDB's Dexie storage gives the pets table, 1,000 and 5,000 per transaction;
 * - the same with `durability: 'relaxed'`;
 * - a lean record (id and the document as one JSON string), no index.
 * It prints each variant's median time and docs/s, and the structured clone of the documents
 * alone, beside the sync engine target (30,000 docs/s, 333 ms for 10,000).
 */
import { loadavg } from 'node:os'
import { launchChromium } from '../../test/support/browser'
import { petDoc } from '../../test/support/pet-fixtures'
import { option } from './args'

const docs = option('docs', 10_000)
const runs = option('runs', 3)

/** One variant as the page runs it (serialisable: it crosses into the page). */
interface Variant {
  label: string
  /** key paths of the store's indexes (RxDB's Dexie storage: [_deleted+id], [_meta.lwt+id], …) */
  indexes: string[][]
  perTransaction: number
  durability: IDBTransactionDurability
  lean: boolean
}

const RXDB_INDEXES = [
  ['_deleted', 'id'],
  ['_meta.lwt', 'id'],
  ['_deleted', 'ownerId', 'createdAt', 'id'],
]
/** A variant: RxDB's indexes, 1,000 documents a transaction, default durability, unless told. */
const variant = (label: string, differs: Partial<Variant> = {}): Variant => ({
  label,
  indexes: RXDB_INDEXES,
  perTransaction: 1000,
  durability: 'default',
  lean: false,
  ...differs,
})
const variants: Variant[] = [
  variant('no index, 1,000 a tx', { indexes: [] }),
  variant('RxDB indexes, 1,000 a tx'),
  variant('RxDB indexes, 5,000 a tx', { perTransaction: 5000 }),
  variant('RxDB indexes, relaxed', { durability: 'relaxed' }),
  variant('lean record (JSON string)', { indexes: [], lean: true }),
]

/** The contract's pet (test fixture, every card field filled) as RxDB's Dexie storage keeps it. */
const documents = Array.from({ length: docs }, (_, i) => {
  const at = new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString()
  return {
    ...petDoc({
      id: `pet-${String(i).padStart(8, '0')}-4c1e-9f00-5a3b2c1d0e9f`,
      ownerId: 'owner-0000-4c1e-9f00-5a3b2c1d0e9f',
      name: `Masiva ${i}`,
      description: 'Un perro muy amable al que le gusta jugar en el parque',
      weight: 12.5,
      color: 'Marrón',
      vaccinated: true,
      neutered: false,
      temperament: 'Tranquilo',
      location: 'San José',
      city: 'San José',
      latitude: 9.93,
      longitude: -84.08,
      photos: ['/uploads/a.webp', '/uploads/b.webp'],
      personalities: [{ id: 'energy-tranquilo', name: 'Tranquilo', category: 'energy' }],
      createdAt: at,
      updatedAt: at,
    }),
    _deleted: false,
    _attachments: {},
    _meta: { lwt: 1_767_225_600_000.01 + i },
    _rev: '1-a1b2c3d4e5',
  }
})

const ORIGIN = 'http://idb-floor.local'
const loadStart = loadavg()[0]?.toFixed(2)
const browser = await launchChromium()
try {
  const page = await browser.newPage()
  await page.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({ body: '<!doctype html><title>idb floor</title>', contentType: 'text/html' }),
  )
  await page.goto(`${ORIGIN}/`)
  // tsx compiles with esbuild's keepNames, which wraps named functions in a Node-only helper.
  await page.addScriptTag({ content: 'globalThis.__name = (target) => target' })
  const figures = await page.evaluate(
    async ({ documents, runs, variants }) => {
      const lean = documents.map((document) => ({
        id: document.id,
        json: JSON.stringify(document),
      }))
      let serial = 0
      const open = (indexes: string[][]) =>
        new Promise<{ db: IDBDatabase; name: string }>((resolve, reject) => {
          const name = `floor-${(serial += 1)}`
          const request = indexedDB.open(name, 1)
          request.onupgradeneeded = () => {
            const store = request.result.createObjectStore('docs', { keyPath: 'id' })
            indexes.forEach((keyPath, n) => store.createIndex(`i${n}`, keyPath))
          }
          request.onsuccess = () => resolve({ db: request.result, name })
          request.onerror = () => reject(request.error ?? new Error('open failed'))
        })
      const store = (
        db: IDBDatabase,
        rows: readonly object[],
        durability: IDBTransactionDurability,
      ) =>
        new Promise<void>((resolve, reject) => {
          const transaction = db.transaction('docs', 'readwrite', { durability })
          const docsStore = transaction.objectStore('docs')
          for (const row of rows) docsStore.put(row)
          transaction.oncomplete = () => resolve()
          transaction.onerror = () => reject(transaction.error ?? new Error('put failed'))
        })
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!
      const results: { label: string; ms: number; samples: number[] }[] = []
      for (const variant of variants) {
        const samples: number[] = []
        for (let run = 0; run < runs; run += 1) {
          const { db, name } = await open(variant.indexes)
          const rows = variant.lean ? lean : documents
          const started = performance.now()
          for (let at = 0; at < rows.length; at += variant.perTransaction) {
            await store(db, rows.slice(at, at + variant.perTransaction), variant.durability)
          }
          samples.push(performance.now() - started)
          db.close()
          await new Promise((resolve) => {
            const deletion = indexedDB.deleteDatabase(name)
            deletion.onsuccess = deletion.onerror = resolve
          })
        }
        results.push({ label: variant.label, ms: median(samples), samples })
      }
      const cloneStarted = performance.now()
      for (const document of documents) structuredClone(document)
      return { results, cloneMs: performance.now() - cloneStarted }
    },
    { documents, runs, variants },
  )
  const rate = (ms: number) => `${Math.round((docs / ms) * 1000).toLocaleString('en-US')} docs/s`
  console.log(
    `idb-floor — ${docs.toLocaleString('en-US')} pet documents, Chromium ${browser.version()}, median of ${runs}`,
  )
  for (const { label, ms, samples } of figures.results) {
    console.log(
      `  ${label.padEnd(28)} ${`${Math.round(ms)} ms`.padStart(8)}  ${rate(ms).padStart(14)}   runs ${samples.map((sample) => Math.round(sample)).join(', ')} ms`,
    )
  }
  console.log(
    `  ${'structuredClone alone'.padEnd(28)} ${`${Math.round(figures.cloneMs)} ms`.padStart(8)}`,
  )
  console.log(`  sync engine target: 30,000 docs/s (${Math.round((docs / 30_000) * 1000)} ms)`)
  console.log(`Load average (1 min) at start ${loadStart}, at end ${loadavg()[0]?.toFixed(2)}`)
} finally {
  await browser.close()
}
