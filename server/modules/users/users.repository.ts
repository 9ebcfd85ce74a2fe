import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

export function createUsersRepository(db: Kysely<Database>) {
  return {
    async countPetsOwnedBy(userId: string): Promise<number> {
      const row = await db
        .selectFrom('pets')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('owner_id', '=', userId)
        // Deleted pets stay as tombstones for the change feed; they are not the user's anymore.
        .where('deleted', '=', 0)
        .executeTakeFirst()
      // PostgreSQL answers count(*) as a string (bigint); SQLite as a number.
      return Number(row?.count ?? 0)
    },
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>
