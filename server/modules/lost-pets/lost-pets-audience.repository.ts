import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { createAudienceRows } from '../sync/place-audience.repository.js'
import type { LostPetRow } from './lost-pet-doc.js'

/**
 * The `lostPets` feed: who holds which alert (sync/place-audience.repository.ts over
 * lost_pet_audience) and a user's pull, joined with the alerts.
 */
export interface AudienceFeedRow {
  seq: number
  visible: boolean
  alert: LostPetRow
}

export function createAudienceRepository(db: Kysely<Database>) {
  return {
    ...createAudienceRows(db, {
      table: 'lost_pet_audience',
      itemColumn: 'lost_pet_id',
      feed: 'lostPets',
    }),

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
