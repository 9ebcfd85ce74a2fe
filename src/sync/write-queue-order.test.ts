import { firstValueFrom } from 'rxjs'
import { afterEach, expect, test, vi } from 'vitest'
import { unsentDelivery, type QueuedWrite } from '../../sw/write-queue/queued-write'
import { observePendingWrites, startWriteQueue, stopWriteQueue } from './write-queue'

/**
 * A queue store whose reads answer only when the test says, each with what the store held
 * when it was asked: IndexedDB's read-only transactions may answer in any order.
 */
const store = vi.hoisted(() => ({
  held: [] as QueuedWrite[],
  answers: [] as (() => void)[],
  changed: (): void => undefined,
}))

vi.mock('../../sw/write-queue/queue-store', () => ({
  openWriteQueueStore: () => ({
    list: () =>
      new Promise<QueuedWrite[]>((resolve) => {
        const snapshot = [...store.held]
        store.answers.push(() => resolve(snapshot))
      }),
    onChange: (listener: () => void) => {
      store.changed = listener
      return () => undefined
    },
    close: () => undefined,
    get: () => Promise.resolve(null),
    patch: () => Promise.resolve(null),
    remove: () => Promise.resolve(),
    clear: () => Promise.resolve(),
    add: () => Promise.reject(new Error('not in this test')),
  }),
  deleteWriteQueue: () => Promise.resolve(),
}))

afterEach(async () => {
  await stopWriteQueue({ clear: false })
})

const write = (key: string): QueuedWrite => ({
  key,
  seq: 1,
  userId: 'user-1',
  method: 'POST',
  url: 'http://huellitas.test/api/matches/swipe',
  headers: {},
  body: null,
  target: 'matches',
  docId: `swipe:${key}`,
  op: 'create',
  doc: { id: `swipe:${key}` },
  fallbackMessage: 'No se pudo guardar.',
  baseUpdatedAt: null,
  ...unsentDelivery(0),
})

test("an older read of the queue that answers last does not replace a newer one's list", async () => {
  startWriteQueue({
    userId: 'user-1',
    token: 'token-1',
    origin: 'http://huellitas.test',
    fetch: () => Promise.reject(new Error('offline')),
  })
  const asked = store.answers.length
  // A write is stored (in another tab, say): the queue reads again.
  store.held = [write('a')]
  store.changed()
  expect(store.answers.length).toBeGreaterThan(asked)

  // The newer reads answer first, the ones asked before the write last.
  for (const answer of [...store.answers].reverse()) answer()
  await new Promise((resolve) => setTimeout(resolve, 0))
  const shown = await firstValueFrom(observePendingWrites())
  expect(shown.map((entry) => entry.key)).toEqual(['a'])
})
