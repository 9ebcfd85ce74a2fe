import type { Insertable, Kysely, Transaction } from 'kysely'
import { photoPathsOf } from '../../db/json-text.js'
import type { SightingsTable } from '../../db/lost-pets-tables.js'
import type { Database } from '../../db/schema.js'
import { nextChangeSeq } from '../sync/change-sequence.repository.js'
import type { SightingRow } from './lost-pet-doc.js'
import { ownedChangesAfter } from '../sync/owned-changes.repository.js'
import { NamedError } from '../../named-error.js'

export type NewSightingRow = Omit<Insertable<SightingsTable>, 'seq'>

/** The id of a sighting being inserted is taken (the same post sent twice at once). */
export class SightingIdTakenError extends NamedError {
  constructor() {
    super('sighting id taken')
  }
}

/** Reads outside a write, or inside one (its transaction). */
type Executor = Kysely<Database> | Transaction<Database>

/**
 * Inserts the sighting with a new seq taken first in `trx` (commit order); undefined when its
 * id is taken (by a sighting stored before, or committing meanwhile).
 */
async function insertIn(
  trx: Transaction<Database>,
  row: NewSightingRow,
): Promise<SightingRow | undefined> {
  const seq = await nextChangeSeq(trx, 'sightings')
  return trx
    .insertInto('sightings')
    .values({ ...row, seq })
    .onConflict((oc) => oc.column('id').doNothing())
    .returningAll()
    .executeTakeFirst()
}

/**
 * Sightings and the `sightings` feed. A user sees the sightings they reported and those of the
 * alerts they reported or own; both branches are read through their (…, seq) indexes and merged.
 */
export function createSightingsRepository(db: Kysely<Database>) {
  return {
    /** Inserts with a new seq taken first in the transaction (commit order). */
    insert(row: NewSightingRow): Promise<SightingRow> {
      return db
        .transaction()
        .execute(
          async (trx) => (await insertIn(trx, row)) ?? Promise.reject(new SightingIdTakenError()),
        )
    },

    insertIn,

    find(id: string, executor: Executor = db): Promise<SightingRow | undefined> {
      return executor.selectFrom('sightings').selectAll().where('id', '=', id).executeTakeFirst()
    },

    /** Every photo path a sighting holds (for the sweep of photos no sighting holds). */
    photoPaths: () => photoPathsOf(db.selectFrom('sightings').select('photos')),

    ofAlert(alertId: string): Promise<SightingRow[]> {
      return db
        .selectFrom('sightings')
        .selectAll()
        .where('lost_pet_id', '=', alertId)
        .orderBy('created_at', 'desc')
        .execute()
    },

    async pull(userId: string, afterSeq: number, limit: number): Promise<SightingRow[]> {
      const own = await ownedChangesAfter(db, 'sightings', 'reporter_id', userId, afterSeq, limit)
      const ofAlerts = await db
        .selectFrom('sightings')
        .selectAll()
        .where('seq', '>', afterSeq)
        .where('lost_pet_id', 'in', (eb) =>
          eb
            .selectFrom('lost_pets')
            .select('id')
            .where((w) => w.or([w('reporter_id', '=', userId), w('owner_id', '=', userId)])),
        )
        .orderBy('seq')
        .limit(limit)
        .execute()
      const merged = new Map<string, SightingRow>()
      for (const row of [...own, ...ofAlerts]) merged.set(row.id, row)
      return [...merged.values()].sort((a, b) => Number(a.seq) - Number(b.seq)).slice(0, limit)
    },
  }
}

export type SightingsRepository = ReturnType<typeof createSightingsRepository>
