import type { Kysely } from 'kysely'
import { createIndex } from './schema-builders.js'

/**
 * Pending address changes (Settings › Cuenta › 'Cambiar correo'): one row per confirmation
 * link mailed to a new address. Like `password_resets`, only the SHA-256 of the link's token is
 * kept, so a leaked database holds no usable link. A link is live while `used_at` is null and
 * `expires_at` is in the future. The new address is not reserved: `users.email_normalized`'s
 * unique index decides at confirmation, when the change is applied.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_changes')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (col) => col.notNull())
    .addColumn('new_email_normalized', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute()
  await createIndex(db, 'email_changes_user_idx', 'email_changes', ['user_id'])
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_changes').ifExists().execute()
}
