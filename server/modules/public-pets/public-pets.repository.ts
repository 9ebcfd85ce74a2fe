import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

/**
 * The public pet page's reads: only the columns a stranger may be shown, plus the owner's id (to
 * notify) and the publish flags. No position, no owner row: nothing else can leak by mistake.
 */
export function createPublicPetsRepository(db: Kysely<Database>) {
  return {
    findLivePet(id: string) {
      return db
        .selectFrom('pets')
        .select([
          'id',
          'owner_id',
          'name',
          'species',
          'breed',
          'photos',
          'owner_contact',
          'emergency_medical',
          'emergency_allergies',
          'emergency_vet_phone',
          'show_owner_contact',
          'show_emergency_info',
        ])
        .where('id', '=', id)
        .where('deleted', '=', 0)
        .executeTakeFirst()
    },

    /** The pet's newest active alert, if it is lost now. */
    findActiveAlert(petId: string) {
      return db
        .selectFrom('lost_pets')
        .select(['id', 'last_seen_location', 'last_seen_date', 'last_seen_time', 'reward'])
        .where('pet_id', '=', petId)
        .where('status', '=', 'active')
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst()
    },
  }
}

export type PublicPetsRepository = ReturnType<typeof createPublicPetsRepository>
