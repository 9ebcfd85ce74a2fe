import type { Kysely } from 'kysely'
import { createIndex } from './schema-builders.js'

/**
 * Password-reset links (/forgot-password → /reset-password). One row per link sent: only the
 * SHA-256 of its token is kept (like `auth_tokens`), so a leaked database holds no usable link.
 * A link is live while `used_at` is null and `expires_at` (one hour after `created_at`) is in
 * the future; using one marks every live link of that user used, and so does a password change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute()
  await createIndex(db, 'password_resets_user_idx', 'password_resets', ['user_id'])
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('password_resets').ifExists().execute()
}
