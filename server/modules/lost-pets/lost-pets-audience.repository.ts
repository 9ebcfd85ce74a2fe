import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { allocateChangeSeqs } from '../sync/change-sequence.repository.js'
import type { LostPetRow } from './lost-pet-doc.js'

/**
 * The `lostPets` feed: one row per (user, alert) the user holds or held on their device.
 * Membership is decided by the service (lost-pets-audience.ts); this module only writes what
 * changed with fresh seqs taken first in the transaction (sync/change-sequence.repository.ts),
 * so a pull never skips a change, and reads a user's rows after a checkpoint.
 */
export interface AudienceChange {
  userId: string
  alertId: string
  visible: boolean
  own: boolean
}

export interface AudienceEntry extends AudienceChange {
  seq: number
}

export interface AudienceFeedRow {
  seq: number
  visible: boolean
  alert: LostPetRow
}

export function createAudienceRepository(db: Kysely<Database>) {
  return {
    /** Writes each change with its own new seq; answers them with their seqs. */
    async write(changes: readonly AudienceChange[]): Promise<AudienceEntry[]> {
      if (changes.length === 0) return []
      return db.transaction().execute(async (trx) => {
        const first = await allocateChangeSeqs(trx, 'lostPets', changes.length)
        const entries = changes.map((change, index) => ({ ...change, seq: first + index }))
        // Chunks keep every statement under both databases' bound-parameter limits.
        for (let start = 0; start < entries.length; start += 500) {
          await trx
            .insertInto('lost_pet_audience')
            .values(
              entries.slice(start, start + 500).map((entry) => ({
                user_id: entry.userId,
                lost_pet_id: entry.alertId,
                seq: entry.seq,
                visible: entry.visible ? 1 : 0,
                own: entry.own ? 1 : 0,
              })),
            )
            .onConflict((oc) =>
              oc.columns(['user_id', 'lost_pet_id']).doUpdateSet((eb) => ({
                seq: eb.ref('excluded.seq'),
                visible: eb.ref('excluded.visible'),
                own: eb.ref('excluded.own'),
              })),
            )
            .execute()
        }
        return entries
      })
    },

    /** Who holds (or held) an alert, tombstones included. */
    async ofAlert(alertId: string): Promise<AudienceChange[]> {
      const rows = await db
        .selectFrom('lost_pet_audience')
        .select(['user_id', 'visible', 'own'])
        .where('lost_pet_id', '=', alertId)
        .execute()
      return rows.map((row) => ({
        userId: row.user_id,
        alertId,
        visible: row.visible === 1,
        own: row.own === 1,
      }))
    },

    /** A user's visible rows: what their device holds now. */
    async ofUser(userId: string): Promise<AudienceChange[]> {
      const rows = await db
        .selectFrom('lost_pet_audience')
        .select(['lost_pet_id', 'own'])
        .where('user_id', '=', userId)
        .where('visible', '=', 1)
        .execute()
      return rows.map((row) => ({
        userId,
        alertId: row.lost_pet_id,
        visible: true,
        own: row.own === 1,
      }))
    },

    /** The user's rows with seq > afterSeq, by seq, with their alerts. */
    async pull(userId: string, afterSeq: number, limit: number): Promise<AudienceFeedRow[]> {
      const rows = await db
        .selectFrom('lost_pet_audience as a')
        .innerJoin('lost_pets as l', 'l.id', 'a.lost_pet_id')
        .selectAll('l')
        .select(['a.seq as audience_seq', 'a.visible as audience_visible'])
        .where('a.user_id', '=', userId)
        .where('a.seq', '>', afterSeq)
        .orderBy('a.seq')
        .limit(limit)
        .execute()
      return rows.map(({ audience_seq, audience_visible, ...alert }) => ({
        seq: Number(audience_seq),
        visible: audience_visible === 1,
        alert,
      }))
    },
  }
}

export type AudienceRepository = ReturnType<typeof createAudienceRepository>
