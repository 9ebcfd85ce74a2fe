import { sql, type Kysely } from 'kysely'

/**
 * In-app notifications (spec §3 In-app notification), written once for both databases.
 *
 * - `notifications`: one row per (recipient, notification). `key` makes a repeated delivery of
 *   the same event (a retried hook) one row: unique with the recipient. `data` is JSON text.
 *   `seq` is the row's place in the 'notifications' change feed; 'Limpiar todo' renumbers the
 *   rows as tombstones (`deleted`) so the user's replicas drop them.
 * - (user_id, created_at) serves the per-recipient daily cap and the newest-first reads.
 * - users (latitude, longitude): the community alert looks up users whose saved location lies in
 *   a box around the last-seen place before the exact distance check.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into change_counters (name, value) values ('notifications', 0)`.execute(db)
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('read', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('deleted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('seq', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('notifications_user_key_idx')
    .on('notifications')
    .columns(['user_id', 'key'])
    .unique()
    .execute()
  await db.schema
    .createIndex('notifications_user_seq_idx')
    .on('notifications')
    .columns(['user_id', 'seq'])
    .execute()
  await db.schema
    .createIndex('notifications_user_created_idx')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('users_saved_location_idx')
    .on('users')
    .columns(['latitude', 'longitude'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_saved_location_idx').ifExists().execute()
  await db.schema.dropTable('notifications').ifExists().execute()
  await sql`delete from change_counters where name = 'notifications'`.execute(db)
}
