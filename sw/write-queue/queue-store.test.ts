import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { openWriteQueueStore } from './queue-store'

/**
 * The queue store closed while a write is in flight (a sign-out during a send): the write still
 * lands and settles; announcing it on the closed channel used to throw an unhandled
 * 'BroadcastChannel is closed' (seen in CI, from a component test's teardown).
 */
describe('write queue store', () => {
  it('settles a write that was in flight when the store closed', async () => {
    const factory = new IDBFactory()
    const store = openWriteQueueStore(factory)
    await store.list()
    const removing = store.remove(['nothing-here'])
    store.close()
    await expect(removing).resolves.toBeUndefined()
  })
})
