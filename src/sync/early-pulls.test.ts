import { IDBFactory } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PULL_LIMIT_MAX } from '@contract/sync.contract'
import { databaseNameFor, dexiePrefix } from '../db/database-names'
import { recordingClient } from '../../test/support/recording-client'
import { forgetEarlyPulls, startEarlyPulls, takeEarlyPull } from './early-pulls'

const USER = '3c0a2e4e-5b57-4a8e-9c1f-0d6c1c7e8a11'

/** The app's pulls, answered with an empty page each. */
function recordingPulls() {
  const { client: http, sent } = recordingClient({ documents: [], checkpoint: { seq: 3 } })
  return { http, sent }
}

function openDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name)
    request.onsuccess = () => {
      request.result.close()
      resolve()
    }
    request.onerror = () => reject(request.error ?? new Error(`could not open ${name}`))
  })
}

afterEach(() => forgetEarlyPulls())

describe('early pulls', () => {
  it('on a device without the user’s data, asks for the first page of the foreground feeds', async () => {
    const { http, sent } = recordingPulls()
    await startEarlyPulls(USER, 'token-a', { indexedDB: new IDBFactory(), http })
    await vi.waitFor(() => expect(sent).toHaveLength(5))
    const urls = sent.map((request) => request.url)
    const feeds = urls.map((url) => new URL(url).pathname.split('/')[3]).sort()
    expect(feeds).toEqual(['matches', 'messages', 'notifications', 'pets', 'profile'])
    expect(urls.every((url) => url.includes(`seq=0&limit=${PULL_LIMIT_MAX}`))).toBe(true)

    // Taken once, for that session, from sequence 0 at that batch size only.
    expect(takeEarlyPull('token-b', 'pets', 0, PULL_LIMIT_MAX)).toBeUndefined()
    expect(takeEarlyPull('token-a', 'pets', 5, PULL_LIMIT_MAX)).toBeUndefined()
    expect(takeEarlyPull('token-a', 'pets', 0, 100)).toBeUndefined()
    expect(takeEarlyPull('token-a', 'lostPets', 0, PULL_LIMIT_MAX)).toBeUndefined()
    const pets = takeEarlyPull('token-a', 'pets', 0, PULL_LIMIT_MAX)
    expect(await pets?.answer).toEqual({ documents: [], checkpoint: { seq: 3 } })
    expect(takeEarlyPull('token-a', 'pets', 0, PULL_LIMIT_MAX)).toBeUndefined()
  })

  it('sends nothing when the user’s local database exists (its checkpoints decide)', async () => {
    const { http, sent } = recordingPulls()
    const factory = new IDBFactory()
    await openDatabase(factory, `${dexiePrefix(databaseNameFor(USER))}0--pets`)
    await startEarlyPulls(USER, 'token-a', { indexedDB: factory, http })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(sent).toEqual([])
    expect(takeEarlyPull('token-a', 'pets', 0, PULL_LIMIT_MAX)).toBeUndefined()
  })

  it('forgets the early pages when the session ends', async () => {
    const { http } = recordingPulls()
    await startEarlyPulls(USER, 'token-a', { indexedDB: new IDBFactory(), http })
    forgetEarlyPulls()
    expect(takeEarlyPull('token-a', 'pets', 0, PULL_LIMIT_MAX)).toBeUndefined()
  })
})
