import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { createAudienceRows } from '../sync/place-audience.repository.js'

/**
 * The `lostPets` feed: who holds which alert (sync/place-audience.repository.ts over
 * lost_pet_audience) and a user's pull, joined with the alerts.
 */
export function createAudienceRepository(db: Kysely<Database>) {
  return createAudienceRows(db, {
    table: 'lost_pet_audience',
    itemColumn: 'lost_pet_id',
    items: 'lost_pets',
    feed: 'lostPets',
  })
}

export type AudienceRepository = ReturnType<typeof createAudienceRepository>
