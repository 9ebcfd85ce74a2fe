import { act, renderHook, waitFor } from '@testing-library/react'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { BehaviorSubject } from 'rxjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PetDoc } from '@contract/pets.contract'
import { closeDatabase, openDatabase } from '../../db'
import type { PendingWrite } from '../../sync'
import { pendingWrite } from '../../../test/support/pending-write'
import { petDoc } from '../../../test/support/pet-fixtures'
import { sessionStore } from '../../session/session-store'
import { useMyPets } from './use-my-pets'
import { usePet } from './use-pet'

// The write queue's live list (the queue itself is tested in src/sync and sw/write-queue).
const pending$ = new BehaviorSubject<readonly PendingWrite[]>([])
// Whether the replication has stored its first pull of the pets (no engine runs here).
const pulled$ = new BehaviorSubject(true)
// Where the queue's list is read: the repos' shared observeMerged (src/sync) reads it there.
vi.mock('../../sync/write-queue', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  observePendingWrites: () => pending$,
}))
vi.mock('../../sync', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  observePendingWrites: () => pending$,
  firstSynced$: () => pulled$,
}))

const owner = { id: '7d1f6a52-4a5e-4b7e-9a57-0c5b0e9b1f00', name: 'Ana', email: 'ana@example.com' }

function pet(id: string, name: string, createdAt: string): PetDoc {
  return petDoc({
    id,
    ownerId: owner.id,
    name,
    breed: 'Mestizo',
    age: 2,
    gender: 'MALE',
    location: 'San Salvador',
    createdAt,
  })
}

afterEach(async () => {
  await closeDatabase()
  sessionStore.signOut()
  pulled$.next(true)
})

describe('useMyPets', () => {
  it('on a new device, an empty collection is still loading until the first pull is stored', async () => {
    pulled$.next(false)
    sessionStore.signIn(owner as never, 'token')
    const { result } = renderHook(() => useMyPets())
    const database = await act(() =>
      openDatabase(owner.id, {
        indexedDb: { indexedDB: new IDBFactory(), IDBKeyRange },
        multiInstance: false,
        collections: ['pets'],
      }),
    )
    // The local query has answered (nothing stored yet), but the server's pets may be on
    // their way: not 'no pets' yet.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(result.current).toEqual({ pets: [], isLoading: true })

    await act(async () => {
      await database.pets.bulkInsert([pet('a', 'Ares', '2025-01-01T00:00:00.000Z')])
    })
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current.pets.map((p) => p.name)).toEqual(['Ares'])
  })

  it('a first pull that stores nothing: no pets, known', async () => {
    pulled$.next(false)
    sessionStore.signIn(owner as never, 'token')
    const { result } = renderHook(() => useMyPets())
    await act(() =>
      openDatabase(owner.id, {
        indexedDb: { indexedDB: new IDBFactory(), IDBKeyRange },
        multiInstance: false,
        collections: ['pets'],
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(result.current.isLoading).toBe(true)
    act(() => pulled$.next(true))
    await waitFor(() => expect(result.current).toEqual({ pets: [], isLoading: false }))
  })

  it('renders the local pets live, with pending changes laid over them', async () => {
    sessionStore.signIn(owner as never, 'token')
    const { result } = renderHook(() => useMyPets())
    expect(result.current).toEqual({ pets: [], isLoading: true })

    const database = await act(() =>
      openDatabase(owner.id, {
        indexedDb: { indexedDB: new IDBFactory(), IDBKeyRange },
        multiInstance: false,
        collections: ['pets'],
      }),
    )
    await waitFor(() => expect(result.current.isLoading).toBe(false))
    expect(result.current.pets).toEqual([])

    // As replication would write them: the list follows without a reload.
    await act(async () => {
      await database.pets.bulkInsert([
        pet('b', 'Bruno', '2025-01-02T00:00:00.000Z'),
        pet('a', 'Ares', '2025-01-01T00:00:00.000Z'),
      ])
    })
    await waitFor(() => expect(result.current.pets.map((p) => p.name)).toEqual(['Ares', 'Bruno']))

    // A pending edit and a refused create from the write queue.
    act(() => {
      pending$.next([
        pendingWrite({
          docId: 'b',
          op: 'update',
          doc: { ...pet('b', 'Bruno II', '2025-01-02T00:00:00.000Z') },
          baseUpdatedAt: '2025-01-02T00:00:00.000Z',
        }),
        pendingWrite({
          docId: 'c',
          op: 'create',
          doc: { ...pet('c', 'Coco', '2025-01-03T00:00:00.000Z') },
          state: 'failed',
        }),
      ])
    })
    await waitFor(() =>
      expect(result.current.pets.map((p) => [p.name, p.syncState])).toEqual([
        ['Ares', 'synced'],
        ['Bruno II', 'pending'],
        ['Coco', 'failed'],
      ]),
    )

    const single = renderHook(() => usePet('b'))
    await waitFor(() => expect(single.result.current.pet?.name).toBe('Bruno II'))
    expect(single.result.current.pet?.syncState).toBe('pending')
  })
})
