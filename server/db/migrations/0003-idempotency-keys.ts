import type { Kysely } from 'kysely'
import { createIndex } from './schema-builders.js'

/**
 * Answers to mutating calls, stored under the caller's Idempotency-Key so a repeat gets the
 * original answer instead of a second write (http/idempotency.ts). A row is `pending` while
 * the first request runs and `done` once its answer is stored; rows expire after 8 days (see IDEMPOTENCY_TTL_MS).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute()
  await createIndex(db, 'idempotency_keys_created_idx', 'idempotency_keys', ['created_at'])
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').ifExists().execute()
}
