import { sql, type Kysely } from 'kysely'
import { createIndex } from './schema-builders.js'

/**
 * Chat, written once for both databases.
 *
 * - `messages`: id made by the client (idempotent sends), one row per message. `seq` is its
 *   place in the 'messages' change feed; when the match ends every message of it is
 *   renumbered and tombstoned (`deleted`) so both users' replicas drop it.
 * - `chat_states`: one row per (match, member): the member's unread count (kept as a counter
 *   so the matches feed reads it without counting), when they last read, and whether they
 *   muted the match.
 * - `chat_reports`: reports of a match, kept for review.
 * - `user_blocks`: who blocked whom (and from which match). A block ends the match and keeps
 *   the two users from matching again.
 * - `matches.last_message` / `last_message_at`: the latest message, shown in the matches feed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into change_counters (name, value) values ('messages', 0)`.execute(db)

  await db.schema
    .createTable('messages')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('match_id', 'text', (col) =>
      col.notNull().references('matches.id').onDelete('cascade'),
    )
    .addColumn('sender_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('deleted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('seq', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute()
  await createIndex(db, 'messages_match_created_idx', 'messages', ['match_id', 'created_at', 'id'])
  await createIndex(db, 'messages_match_seq_idx', 'messages', ['match_id', 'seq'])

  await db.schema
    .createTable('chat_states')
    .addColumn('match_id', 'text', (col) =>
      col.notNull().references('matches.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('unread_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_read_at', 'text')
    .addColumn('muted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('chat_states_pk', ['match_id', 'user_id'])
    .execute()

  await db.schema
    .createTable('chat_reports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('match_id', 'text', (col) =>
      col.notNull().references('matches.id').onDelete('cascade'),
    )
    .addColumn('reporter_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await createIndex(db, 'chat_reports_match_idx', 'chat_reports', ['match_id'])

  await db.schema
    .createTable('user_blocks')
    .addColumn('blocker_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('blocked_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('match_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id'])
    .execute()
  await createIndex(db, 'user_blocks_blocked_idx', 'user_blocks', ['blocked_id'])

  await db.schema.alterTable('matches').addColumn('last_message', 'text').execute()
  await db.schema.alterTable('matches').addColumn('last_message_at', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('matches').dropColumn('last_message_at').execute()
  await db.schema.alterTable('matches').dropColumn('last_message').execute()
  for (const table of ['user_blocks', 'chat_reports', 'chat_states', 'messages']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
  await sql`delete from change_counters where name = 'messages'`.execute(db)
}
