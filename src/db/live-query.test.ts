import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { firstValueFrom } from 'rxjs'
import type { RxStorage } from 'rxdb'
import { afterEach, expect, test, vi } from 'vitest'
import { petDoc } from '../../test/support/pet-fixtures'
import type { HuellitasDatabase } from './collections'
import { createDatabase } from './database'
import { liveQuery } from './live-query'

/** Storage whose next query read fails once, as a transient IndexedDB error would. */
function failingOnce(storage: RxStorage<unknown, unknown>) {
  const reads = { failNext: false }
  const wrapped: RxStorage<unknown, unknown> = {
    name: storage.name,
    rxdbVersion: storage.rxdbVersion,
    async createStorageInstance(params) {
      const instance = await storage.createStorageInstance(params)
      const query = instance.query.bind(instance)
      instance.query = (prepared) => {
        if (!reads.failNext) return query(prepared)
        reads.failNext = false
        return Promise.reject(new Error('UnknownError: the read failed'))
      }
      return instance
    },
  }
  return { reads, wrapped }
}

let database: HuellitasDatabase | undefined
afterEach(async () => {
  await database?.close()
  database = undefined
  vi.restoreAllMocks()
})

async function open() {
  let reads: { failNext: boolean } | undefined
  database = await createDatabase('user-1', {
    indexedDb: { indexedDB: new IDBFactory(), IDBKeyRange },
    multiInstance: false,
    collections: ['pets'],
    wrapStorage: (storage) => {
      const failing = failingOnce(storage)
      reads = failing.reads
      return failing.wrapped
    },
  })
  if (!reads) throw new Error('storage not wrapped')
  return { database, reads }
}

const mine = { selector: { ownerId: 'user-1' } }

test('why: after one failed read a plain RxDB live query stays dead, for every later find() too', async () => {
  const { database, reads } = await open()
  reads.failNext = true
  await expect(firstValueFrom(database.pets.find(mine).$)).rejects.toThrow('the read failed')
  // The storage reads fine again, but the query cache hands out the same failed query.
  await expect(firstValueFrom(database.pets.find(mine).$)).rejects.toThrow('the read failed')
})

test('a live query catches up by itself after a failed read, and stays live', async () => {
  const { database, reads } = await open()
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  reads.failNext = true
  const counts: number[] = []
  const subscription = liveQuery(() => database.pets.find(mine)).subscribe((pets) =>
    counts.push(pets.length),
  )
  await vi.waitFor(() => expect(counts).toEqual([0]))
  expect(console.warn).toHaveBeenCalledTimes(1)

  await database.pets.insert(petDoc({ id: 'pet-1', ownerId: 'user-1' }))
  await vi.waitFor(() => expect(counts).toEqual([0, 1]))
  subscription.unsubscribe()
})
