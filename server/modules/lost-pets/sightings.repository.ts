import type { Insertable, Kysely } from 'kysely'
import { photoPathsOf } from '../../db/json-text.js'
import type { SightingsTable } from '../../db/lost-pets-tables.js'
import type { Database } from '../../db/schema.js'
import { nextChangeSeq } from '../sync/change-sequence.repository.js'
import type { SightingRow } from './lost-pet-doc.js'
import { ownedChangesAfter } from '../sync/owned-changes.repository.js'

export type NewSightingRow = Omit<Insertable<SightingsTable>, 'seq'>

/**
 * Sightings and the `sightings` feed. A user sees the sightings they reported and those of the
 * alerts they reported or own; both branches are read through their (…, seq) indexes and merged.
 */
export function createSightingsRepository(db: Kysely<Database>) {
  return {
    /** Inserts with a new seq taken first in the transaction (commit order). */
    async insert(row: NewSightingRow): Promise<SightingRow> {
      return db.transaction().execute(async (trx) => {
        const seq = await nextChangeSeq(trx, 'sightings')
        return trx
          .insertInto('sightings')
          .values({ ...row, seq })
          .returningAll()
          .executeTakeFirstOrThrow()
      })
    },

    find(id: string): Promise<SightingRow | undefined> {
      return db.selectFrom('sightings').selectAll().where('id', '=', id).executeTakeFirst()
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
