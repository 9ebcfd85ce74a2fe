import { createHash } from 'node:crypto'
import { beforeAll, expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { databaseNameFor, dexiePrefix } from '../../src/db'
import { registerUser, type RegisteredUser } from '../support/api'
import { appUnderTest } from '../support/app-under-test'
import { openDevice } from '../support/replication-client'
import { insertPetsDirectly } from '../integration/sync-seed'

/**
 * The same 10,000 pets synced into the production app in Chromium (real IndexedDB) and into the
 * app's database code on fake-indexeddb in Node (where testers run replication tests) store the
 * same documents: the raw rows of both IndexedDB 'docs' stores, less what is local to a device
 * (RxDB's `_meta` write time and `_rev`), hash alike.
 */
const PETS = 10_000
const DEADLINE_MS = 240_000
const app = appUnderTest()
let owner: RegisteredUser

beforeAll(async () => {
  owner = await registerUser(app.server.baseUrl, { name: 'Suma de Control' })
  await insertPetsDirectly(
    { databaseUrl: undefined, server: app.server },
    owner.user.id,
    PETS,
    1000,
  )
}, DEADLINE_MS)

/** What a device stored, without what is its own: sorted by id, keys in order, hashed. */
function checksum(rows: readonly Record<string, unknown>[]): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical)
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .filter((key) => key !== '_meta' && key !== '_rev')
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      )
    }
    return value
  }
  const sorted = [...rows].sort((a, b) => String(a.id).localeCompare(String(b.id)))
  return createHash('sha256')
    .update(JSON.stringify(sorted.map(canonical)))
    .digest('hex')
}

/** Every row of the pets 'docs' store once it holds `expected` (this page's IndexedDB). */
function storedRows(page: Page, prefix: string, expected: number) {
  return page.evaluate(
    async ({ prefix, expected, deadline }) => {
      const read = (name: string) =>
        new Promise<Record<string, unknown>[]>((resolve) => {
          const request = indexedDB.open(name)
          request.onerror = () => resolve([])
          request.onsuccess = () => {
            const db = request.result
            if (!db.objectStoreNames.contains('docs')) {
              db.close()
              resolve([])
              return
            }
            const all = db.transaction('docs', 'readonly').objectStore('docs').getAll()
            all.onsuccess = () => {
              db.close()
              resolve(all.result as Record<string, unknown>[])
            }
            all.onerror = () => {
              db.close()
              resolve([])
            }
          }
        })
      while (performance.now() < deadline) {
        const name = (await indexedDB.databases())
          .map((info) => info.name ?? '')
          .find((candidate) => candidate.startsWith(prefix) && candidate.endsWith('--pets'))
        const rows = name ? await read(name) : []
        if (rows.length >= expected) return rows
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error(`the app did not hold ${expected} pets in time`)
    },
    { prefix, expected, deadline: DEADLINE_MS },
  )
}

/** The same store in a fake-indexeddb factory. */
async function fakeRows(factory: IDBFactory, prefix: string): Promise<Record<string, unknown>[]> {
  const name = (await factory.databases())
    .map((info) => info.name ?? '')
    .find((candidate) => candidate.startsWith(prefix) && candidate.endsWith('--pets'))
  if (!name) throw new Error('no pets store on the fake-indexeddb device')
  return new Promise((resolve, reject) => {
    const request = factory.open(name)
    request.onerror = () => reject(new Error('cannot open the pets store'))
    request.onsuccess = () => {
      const db = request.result
      const all = db.transaction('docs', 'readonly').objectStore('docs').getAll()
      all.onsuccess = () => {
        db.close()
        resolve(all.result as Record<string, unknown>[])
      }
      all.onerror = () => reject(new Error('cannot read the pets store'))
    }
  })
}

test(
  'Chromium and fake-indexeddb store the same 10,000 pets',
  async () => {
    const context = await app.phone()
    await context.addInitScript(
      (session) => {
        localStorage.setItem('auth-storage', session)
      },
      JSON.stringify({ user: owner.user, token: owner.token }),
    )
    const page = await context.newPage()
    page.setDefaultTimeout(DEADLINE_MS)
    await page.goto('/settings')
    const inChromium = await storedRows(page, dexiePrefix(databaseNameFor(owner.user.id)), PETS)

    const device = await openDevice(app.server.baseUrl, owner, { collections: ['pets'] })
    try {
      let inNode: Record<string, unknown>[] = []
      const deadline = Date.now() + DEADLINE_MS
      while (inNode.length < PETS && Date.now() < deadline) {
        if ((await device.database.pets.count().exec()) >= PETS) {
          inNode = await fakeRows(device.factory, dexiePrefix(device.database.name))
        } else await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(inChromium).toHaveLength(PETS)
      expect(inNode).toHaveLength(PETS)
      expect(checksum(inNode)).toBe(checksum(inChromium))
    } finally {
      await device.close()
    }
  },
  DEADLINE_MS * 2,
)
