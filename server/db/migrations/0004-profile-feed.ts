import { sql, type Kysely } from 'kysely'

/**
 * The `profile` change feed: each user's own profile replicates to their devices like
 * their pets do, so `users` gets a `seq` handed out in commit order by the 'profile' counter row
 * (see modules/sync/change-sequence.repository.ts). Users are never deleted through the API, so
 * there is no tombstone column.
 *
 * Existing users (and those the demo seed inserts) keep seq 0 until `assignMissingSeqs` numbers
 * them at start-up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into change_counters (name, value) values ('profile', 0)`.execute(db)
  await db.schema
    .alterTable('users')
    .addColumn('seq', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute()
  // Keeps the start-up scan for unnumbered users cheap on a big table.
  await sql`create index users_unsequenced_idx on users (id) where seq = 0`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_unsequenced_idx').execute()
  await db.schema.alterTable('users').dropColumn('seq').execute()
  await sql`delete from change_counters where name = 'profile'`.execute(db)
}
