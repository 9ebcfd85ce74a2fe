import type { Kysely } from 'kysely'
import { createIndex } from './schema-builders.js'

/**
 * Web push, written once for both databases.
 *
 * - `push_subscriptions`: one row per device, by its push endpoint (unique: a device that
 *   subscribes again, maybe under another account, takes its row over), with the session that
 *   subscribed it: a signed-out or revoked session's device gets no more pushes.
 * - `push_preferences`: one JSON document per user (contract/push.contract.ts), absent = defaults.
 * - `push_jobs`: one row per stored notification still to push (id = the notification's id),
 *   written in the notification's own transaction. Any node claims due rows for a while
 *   (`claimed_until`); a row is deleted once its pushes are sent or given up, so a restart
 *   resumes the unsent ones and an event is pushed once even with several nodes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await createIndex(db, 'push_subscriptions_user_idx', 'push_subscriptions', ['user_id'])
  await db.schema
    .createTable('push_preferences')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('preferences', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('push_jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('not_before', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('claimed_until', 'text')
    .execute()
  await createIndex(db, 'push_jobs_due_idx', 'push_jobs', ['not_before'])
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_jobs').ifExists().execute()
  await db.schema.dropTable('push_preferences').ifExists().execute()
  await db.schema.dropTable('push_subscriptions').ifExists().execute()
}
