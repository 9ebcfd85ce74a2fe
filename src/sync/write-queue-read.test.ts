import { IDBFactory } from 'fake-indexeddb'
import { firstValueFrom } from 'rxjs'
import { afterEach, expect, test } from 'vitest'
import {
  enqueueWrite,
  observePendingWrites,
  startWriteQueue,
  stopWriteQueue,
  type WriteQueueOptions,
} from './write-queue'

afterEach(async () => {
  await stopWriteQueue({ clear: true })
})

const options = (indexedDB: IDBFactory): WriteQueueOptions => ({
  userId: 'user-1',
  token: 'token-1',
  origin: 'http://huellitas.test',
  indexedDB,
  fetch: () => Promise.reject(new Error('offline')),
})

test('with no queue running (signed out) the list is known: empty', async () => {
  expect(await firstValueFrom(observePendingWrites())).toEqual([])
})

test("after a reload the screens' first list of queued writes already holds the stored ones", async () => {
  const indexedDB = new IDBFactory()
  startWriteQueue(options(indexedDB))
  await enqueueWrite({
    target: 'matches',
    docId: 'swipe:pet-1',
    op: 'create',
    doc: { id: 'swipe:pet-1' },
    baseUpdatedAt: null,
    fallbackMessage: 'No se pudo guardar.',
    request: { method: 'POST', path: 'matches/swipe', json: { petId: 'pet-1' } },
  })
  await stopWriteQueue({ clear: false })

  // The page again: a screen subscribes at once, before the queue's first read answered.
  startWriteQueue(options(indexedDB))
  const seen: string[][] = []
  const subscription = observePendingWrites('matches').subscribe((entries) =>
    seen.push(entries.map((entry) => entry.docId)),
  )
  await firstValueFrom(observePendingWrites('matches'))
  subscription.unsubscribe()
  // Never an empty list first: that would show the swiped card (or a deleted pet) again.
  expect(seen[0]).toEqual(['swipe:pet-1'])
})
