import { sql, type Kysely } from 'kysely'
import { createIndex } from './schema-builders.js'

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
  await createIndex(db, 'notifications_user_key_idx', 'notifications', ['user_id', 'key'], {
    unique: true,
  })
  await createIndex(db, 'notifications_user_seq_idx', 'notifications', ['user_id', 'seq'])
  await createIndex(db, 'notifications_user_created_idx', 'notifications', [
    'user_id',
    'created_at',
  ])
  await createIndex(db, 'users_saved_location_idx', 'users', ['latitude', 'longitude'])
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_saved_location_idx').ifExists().execute()
  await db.schema.dropTable('notifications').ifExists().execute()
  await sql`delete from change_counters where name = 'notifications'`.execute(db)
}
