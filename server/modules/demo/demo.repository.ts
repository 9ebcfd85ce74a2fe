import type { Insertable, Kysely } from 'kysely'
import type { LostPetsTable } from '../../db/lost-pets-tables.js'
import type { Database, PetPersonalitiesTable, PetsTable, UsersTable } from '../../db/schema.js'
import { hasRow } from '../../db/has-row.js'

export function hasAnyUser(db: Kysely<Database>): Promise<boolean> {
  return hasRow(db.selectFrom('users').select('id').limit(1))
}

export interface DemoRows {
  users: Insertable<UsersTable>[]
  pets: Insertable<PetsTable>[]
  petPersonalities: Insertable<PetPersonalitiesTable>[]
  /** active alerts near the demo centre; their feeds are built at start-up (boot.ts) */
  lostPets: Insertable<LostPetsTable>[]
}

/**
 * One transaction for the whole batch: a seed that fails half-way leaves no users behind, so
 * the next start tries again instead of skipping a half-filled database.
 */
export async function insertDemoRows(db: Kysely<Database>, rows: DemoRows): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values(rows.users).execute()
    await trx.insertInto('pets').values(rows.pets).execute()
    await trx.insertInto('pet_personalities').values(rows.petPersonalities).execute()
    if (rows.lostPets.length > 0) await trx.insertInto('lost_pets').values(rows.lostPets).execute()
  })
}
