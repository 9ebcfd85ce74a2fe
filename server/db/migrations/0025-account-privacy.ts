import { sql, type Kysely } from 'kysely'

/**
 * Settings › Privacidad:
 * - `discoverable` (1 = my pets show in others' discover) and `show_distance` (1 = others see
 *   kilometres, 0 = 'cerca de ti'): preferences on the user's row, so they replicate with the
 *   `profile` document like `share_location` does.
 * - `deleted_at`: set when the account is deleted. The row stays as a scrubbed tombstone
 *   (name 'Usuario eliminado', no e-mail, no password) because the other members' chat history
 *   keeps its messages, whose `sender_id` points here; the e-mail is freed for a new sign-up.
 * `users_hidden_idx` keeps discover's "owner not hidden" test a read of the few hidden owners.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('discoverable', 'integer', (col) => col.notNull().defaultTo(1))
    .execute()
  await db.schema
    .alterTable('users')
    .addColumn('show_distance', 'integer', (col) => col.notNull().defaultTo(1))
    .execute()
  await db.schema.alterTable('users').addColumn('deleted_at', 'text').execute()
  await sql`create index users_hidden_idx on users (id) where discoverable = 0`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_hidden_idx').ifExists().execute()
  await db.schema.alterTable('users').dropColumn('deleted_at').execute()
  await db.schema.alterTable('users').dropColumn('show_distance').execute()
  await db.schema.alterTable('users').dropColumn('discoverable').execute()
}
