import type { Kysely } from 'kysely'
import { createIndex } from './schema-builders.js'

/**
 * Two premium benefits the server enforces (spec §6 'Premium user'):
 * - Priority messages: `chat_states.priority_unread` is 1 while the member has an unread message
 *   in the chat that a premium sender sent. It lives beside `unread_count` because it is the same
 *   kind of fact — the receiver's unread state of one chat, set by the message write and cleared
 *   by the read — and the chat list reads it from the match document, as it reads the count.
 * - Health reminders: the appointment sweep reads the bookings starting in the next two days;
 *   `bookings_starts_at_idx` keeps that a range read however many bookings there are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_states')
    .addColumn('priority_unread', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await createIndex(db, 'bookings_starts_at_idx', 'bookings', ['starts_at'])
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('bookings_starts_at_idx').ifExists().execute()
  await db.schema.alterTable('chat_states').dropColumn('priority_unread').execute()
}
