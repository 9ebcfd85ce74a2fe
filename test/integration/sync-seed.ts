import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { openDatabase } from '../../server/db/database.js'
import {
  allocateChangeSeqs,
  nextChangeSeq,
} from '../../server/modules/sync/change-sequence.repository.js'
import type { ServerFixture } from '../support/server-fixture.js'

/**
 * Writes many pets straight into a running server's database — the API would take minutes for
 * thousands — through the server's own Kysely setup and its real change-seq helper, one
 * transaction per batch, exactly as the server numbers its writes.
 */
function petRow(ownerId: string, name: string, seq: number) {
  const timestamp = new Date().toISOString()
  return {
    id: randomUUID(),
    owner_id: ownerId,
    name,
    species: 'dog',
    breed: 'Mestizo',
    age: 3,
    gender: 'MALE' as const,
    description: null,
    weight: null,
    color: null,
    vaccinated: null,
    neutered: null,
    temperament: null,
    location: 'San Salvador',
    city: 'San Salvador',
    latitude: 13.7,
    longitude: -89.2,
    photos: '[]',
    created_at: timestamp,
    updated_at: timestamp,
    seq,
    deleted: 0,
  }
}

const openFor = (fixture: Pick<ServerFixture, 'databaseUrl' | 'server'>) =>
  openDatabase({
    databaseUrl: fixture.databaseUrl,
    sqlitePath: join(fixture.server.dataDir, 'huellitas.sqlite'),
  })

/**
 * Two writes that race the way a pull must survive: the first takes its seq and then holds
 * its transaction open for `holdMs`; the second starts once the first has its number. Answers
 * the ids in the order the writes started. With commit-ordered seqs the second waits for the
 * first; with a plain sequence it would commit first, with the higher number.
 */
export async function racePetWrites(
  fixture: Pick<ServerFixture, 'databaseUrl' | 'server'>,
  ownerId: string,
  holdMs: number,
): Promise<{ slowId: string; fastId: string }> {
  const slow = openFor(fixture)
  // better-sqlite3 is synchronous: a second connection in this process waiting for SQLite's
  // write lock would block the very thread that has to commit the first. One connection
  // queues the second transaction instead, as a server process does; SQLite serializes
  // writers anyway, so the race that matters is PostgreSQL's.
  const fast = fixture.databaseUrl ? openFor(fixture) : slow
  try {
    let numbered: () => void = () => undefined
    const slowHasSeq = new Promise<void>((resolve) => (numbered = resolve))
    const slowWrite = slow.db.transaction().execute(async (trx) => {
      const row = petRow(ownerId, 'Lenta', await nextChangeSeq(trx, 'pets'))
      numbered()
      await trx.insertInto('pets').values(row).execute()
      await new Promise((resolve) => setTimeout(resolve, holdMs))
      return row.id
    })
    await slowHasSeq
    const fastWrite = fast.db.transaction().execute(async (trx) => {
      const row = petRow(ownerId, 'Rápida', await nextChangeSeq(trx, 'pets'))
      await trx.insertInto('pets').values(row).execute()
      return row.id
    })
    const [slowId, fastId] = await Promise.all([slowWrite, fastWrite])
    return { slowId, fastId }
  } finally {
    await slow.close()
    if (fast !== slow) await fast.close()
  }
}

export async function insertPetsDirectly(
  fixture: Pick<ServerFixture, 'databaseUrl' | 'server'>,
  ownerId: string,
  count: number,
  batchSize = 250,
): Promise<string[]> {
  const handle = openFor(fixture)
  const ids: string[] = []
  try {
    for (let start = 0; start < count; start += batchSize) {
      const size = Math.min(batchSize, count - start)
      await handle.db.transaction().execute(async (trx) => {
        const first = await allocateChangeSeqs(trx, 'pets', size)
        const rows = Array.from({ length: size }, (_, index) => {
          const row = petRow(ownerId, `Masiva ${start + index + 1}`, first + index)
          ids.push(row.id)
          return row
        })
        await trx.insertInto('pets').values(rows).execute()
        await trx
          .insertInto('pet_personalities')
          .values(rows.map((row) => ({ pet_id: row.id, personality_id: 'energy-tranquilo' })))
          .execute()
      })
    }
  } finally {
    await handle.close()
  }
  return ids
}
