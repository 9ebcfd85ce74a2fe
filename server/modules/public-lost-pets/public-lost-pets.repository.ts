import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

/**
 * The public page's read of an alert: only the columns a stranger may see (no e-mail, no notes,
 * no reporter or owner ids beyond who to notify), so nothing else can leak by mistake.
 */
export function createPublicLostPetsRepository(db: Kysely<Database>) {
  return {
    find(id: string) {
      return db
        .selectFrom('lost_pets')
        .select([
          'id',
          'name',
          'species',
          'breed',
          'photos',
          'description',
          'last_seen_location',
          'latitude',
          'longitude',
          'last_seen_date',
          'last_seen_time',
          'reward',
          'contact_phone',
          'status',
          'created_at',
          'reporter_id',
          'owner_id',
        ])
        .where('id', '=', id)
        .executeTakeFirst()
    },
  }
}

export type PublicLostPetsRepository = ReturnType<typeof createPublicLostPetsRepository>
