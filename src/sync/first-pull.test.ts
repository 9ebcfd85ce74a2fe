import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import type { WithDeleted } from 'rxdb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PetDoc } from '@contract/pets.contract'
import type { SyncCheckpoint } from '@contract/sync.contract'
import { createDatabase, type HuellitasDatabase } from '../db'
import { withBulkFirstPull } from './first-pull'
import type { PagePuller, PulledPage } from './pull-handler'
import { petDoc } from '../../test/support/pet-fixtures'

const BATCH = 2
const CONTEXT = 'replication-downstream-test'

function pet(id: string, name = id, deleted = false): WithDeleted<PetDoc> {
  const at = '2025-03-01T10:00:00.000Z'
  return { ...petDoc({ id, name, gender: 'MALE', createdAt: at }), _deleted: deleted }
}

/** A scripted feed: one answer (or failure) per request, recording each request's checkpoint. */
function feed(pages: (WithDeleted<PetDoc>[] | Error)[]) {
  const asked: (number | undefined)[] = []
  let seq = 0
  const pullPage: PagePuller<PetDoc> = (checkpoint: SyncCheckpoint | undefined, batchSize) => {
    asked.push(checkpoint?.seq)
    const next = pages.shift()
    if (!next) return Promise.reject(new Error('no more pages scripted'))
    if (next instanceof Error) return Promise.reject(next)
    seq += next.length
    const page: PulledPage<PetDoc> = {
      documents: next,
      checkpoint: { seq },
      isFull: next.length >= batchSize,
    }
    return Promise.resolve(page)
  }
  return { pullPage, asked }
}

let database: HuellitasDatabase | null = null

async function openPets(): Promise<HuellitasDatabase> {
  database = await createDatabase('first-pull', {
    indexedDb: { indexedDB: new IDBFactory(), IDBKeyRange },
    multiInstance: false,
    collections: ['pets'],
    name: `first-pull-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  })
  return database
}

function handler(db: HuellitasDatabase, pullPage: PagePuller<PetDoc>, onCutShort = vi.fn()) {
  return withBulkFirstPull<PetDoc>({
    collection: db.pets,
    replicationIdentifier: 'huellitas-pets-v1',
    pullPage,
    downstreamWriteContext: () => Promise.resolve(CONTEXT),
    isStopped: () => false,
    onCutShort,
  })
}

const storedNames = async (db: HuellitasDatabase) =>
  (await db.pets.find().exec()).map((doc) => doc.name).sort()

afterEach(async () => {
  await database?.close()
  database = null
})

describe('bulk first pull', () => {
  it('stores the whole feed itself and hands RxDB the last checkpoint with one stored document', async () => {
    const db = await openPets()
    const { pullPage, asked } = feed([[pet('a'), pet('b')], [pet('c'), pet('d')], [pet('e')]])
    const written: string[] = []
    db.pets.storageInstance.changeStream().subscribe((bulk) => written.push(bulk.context))

    const result = await handler(db, pullPage)(undefined, BATCH)

    expect(asked).toEqual([undefined, 2, 4])
    expect(await storedNames(db)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(result.checkpoint).toEqual({ seq: 5 })
    expect(result.documents.map((doc) => doc.id)).toEqual(['e'])
    // Written under the downstream's context, so RxDB's upstream takes them as pulled.
    expect(new Set(written)).toEqual(new Set([CONTEXT]))
  })

  it('hands back a document that changed during the pass, and the deletion of a stored one', async () => {
    const db = await openPets()
    const { pullPage } = feed([
      [pet('a', 'Luna'), pet('b')],
      [pet('c'), pet('a', 'Luna II')],
      [pet('b', 'b', true), pet('x', 'x', true)],
      [],
    ])

    const result = await handler(db, pullPage)(undefined, BATCH)

    // 'a' exists when its newer state comes: refused, handed back for RxDB to store.
    expect(await storedNames(db)).toEqual(['Luna', 'b', 'c'])
    const handedBack = new Map(result.documents.map((doc) => [doc.id, doc]))
    expect(handedBack.get('a')?.name).toBe('Luna II')
    expect(handedBack.get('b')?._deleted).toBe(true)
    // 'x' was never stored here: its deletion needs no write (it only rides along as the last
    // document seen, so RxDB keeps the checkpoint).
    expect(result.documents.at(-1)?.id).toBe('x')
    expect(result.checkpoint).toEqual({ seq: 6 })
  })

  it('stops at a failed request with the last stored page’s checkpoint and asks for a pull', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const db = await openPets()
      const onCutShort = vi.fn()
      const { pullPage } = feed([[pet('a'), pet('b')], new Error('offline')])

      const result = await handler(db, pullPage, onCutShort)(undefined, BATCH)

      expect(await storedNames(db)).toEqual(['a', 'b'])
      expect(result.checkpoint).toEqual({ seq: 2 })
      expect(result.documents.map((doc) => doc.id)).toEqual(['b'])
      vi.runAllTimers()
      expect(onCutShort).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })

  it('lets RxDB store the pull itself once the collection has documents or a checkpoint', async () => {
    const db = await openPets()
    const first = feed([[pet('a'), pet('b')]])
    const resumed = await handler(db, first.pullPage)({ seq: 7 }, BATCH)
    expect(resumed.documents.map((doc) => doc.id)).toEqual(['a', 'b'])
    expect(await db.pets.count().exec()).toBe(0)

    await db.pets.insert(pet('old'))
    const second = feed([[pet('c'), pet('d')]])
    const filled = await handler(db, second.pullPage)(undefined, BATCH)
    expect(filled.documents.map((doc) => doc.id)).toEqual(['c', 'd'])
    expect(await storedNames(db)).toEqual(['old'])
  })

  it('retries a failed first request as a bulk first pull', async () => {
    const db = await openPets()
    const { pullPage } = feed([new Error('offline'), [pet('a'), pet('b')], [pet('c')]])
    const pull = handler(db, pullPage)
    await expect(pull(undefined, BATCH)).rejects.toThrow('offline')

    const result = await pull(undefined, BATCH)
    expect(await storedNames(db)).toEqual(['a', 'b', 'c'])
    expect(result.documents.map((doc) => doc.id)).toEqual(['c'])
  })
})
