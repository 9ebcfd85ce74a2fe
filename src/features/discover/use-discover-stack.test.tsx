import { act, renderHook, waitFor } from '@testing-library/react'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import ky from 'ky'
import { of } from 'rxjs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PublicUser } from '@contract/auth.contract'
import type { DiscoverPet, DiscoverResponse } from '@contract/discover.contract'
import { closeDatabase, openDatabase, type HuellitasDatabase } from '../../db'
import { setSyncContext } from '../../sync/context'
import { sessionStore } from '../../session/session-store'
import { discoverPet } from '../../../test/support/pet-fixtures'
import { filtersStore } from './filters-store'
import { useDiscoverStack } from './use-discover-stack'

// The replication's first pull of the pets is done (no engine runs in this test).
vi.mock('../../sync', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  firstSynced$: () => of(true),
}))

/**
 * The hook's wiring over the real controller and RxDB (fake-indexeddb); the server is a stub
 * fetch so the test sees each request the hook makes. The data rules themselves are tested
 * against the real server in test/integration/discover-client.test.ts.
 */
const user = {
  id: '5b2c7f0e-1d2a-4c3b-8e4f-6a7b8c9d0e1f',
  name: 'Ana',
  email: 'ana@example.com',
  latitude: null,
  longitude: null,
} as unknown as PublicUser

function pet(index: number): DiscoverPet {
  return discoverPet({ id: `pet-${index}`, name: `Mascota ${index}` })
}

let database: HuellitasDatabase
let requests: URLSearchParams[]

beforeEach(async () => {
  localStorage.clear()
  filtersStore.reset()
  requests = []
  sessionStore.signIn(user, 'token')
  database = await openDatabase(user.id, {
    indexedDb: { indexedDB: new IDBFactory(), IDBKeyRange },
    multiInstance: false,
    collections: ['pets', 'profile', 'discoverCards'],
  })
  const http = ky.create({
    prefixUrl: 'http://huellitas.test/api',
    retry: 0,
    fetch: (input, init) => {
      const request = new Request(input, init)
      requests.push(new URL(request.url).searchParams)
      const answer: DiscoverResponse = {
        pets: [1, 2, 3, 4, 5].map(pet),
        nextCursor: null,
        mode: 'newest',
        origin: null,
        maxDistance: null,
        ignoredFilters: [],
      }
      return Promise.resolve(Response.json(answer))
    },
  })
  setSyncContext({ database, http, user, reSync: vi.fn() })
})

afterEach(async () => {
  setSyncContext(null)
  await closeDatabase()
  sessionStore.signOut()
})

describe('useDiscoverStack', () => {
  it('waits for the acting pet, then renders the fetched cards from the database', async () => {
    const { result, rerender } = renderHook(
      ({ petId }: { petId: string | null | undefined }) => useDiscoverStack(petId),
      { initialProps: { petId: undefined as string | null | undefined } },
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requests).toHaveLength(0)
    expect(result.current.status).toBe('loading')

    rerender({ petId: null })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.cards.map((card) => card.id)).toEqual([
      'pet-1',
      'pet-2',
      'pet-3',
      'pet-4',
      'pet-5',
    ])
    expect(requests).toHaveLength(1)
    expect(requests[0]?.has('userPetId')).toBe(false)
    expect(requests[0]?.has('latitude')).toBe(false)
    expect(await database.discoverCards.count().exec()).toBe(5)

    act(() => result.current.remove('pet-1'))
    expect(result.current.cards[0]?.id).toBe('pet-2')
    await waitFor(async () =>
      expect((await database.discoverCards.findOne('pet-1').exec())?.swipedAt).not.toBeNull(),
    )
  })
})
