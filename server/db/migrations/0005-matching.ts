import { sql, type Kysely } from 'kysely'
import { createIndex } from './schema-builders.js'

/**
 * Matching: swipes, matches and comments, written once for both databases.
 *
 * - `swipes`: one row per (actor, target pet). The actor is the user's own pet that swiped, or
 *   the user alone in browsing mode (no pet yet): `actor_key` is the pet id or 'user:<userId>',
 *   and its unique index with the target makes a repeated swipe a no-op and lets exactly one of
 *   two concurrent ones win. Likes and super likes are also the user's favorites ('Mis
 *   Matches') until removed (`favorite_removed`). `target_owner_id` is kept so received super
 *   likes and quota counts need no join.
 * - `matches`: one row per pair of pets, stored with `pet_a_id < pet_b_id` so the unique index
 *   makes two simultaneous mutual likes produce ONE match. Unmatch keeps a tombstone (the
 *   change feed tells both users).
 * - `comments`: on pets; deletion keeps a tombstone too.
 * Swipes and matches share the 'matches' change feed (the client's `matches` collection holds
 * matches, super likes sent and received, and favorites). `action` is 'like', 'pass' or
 * 'superlike'; passes show in no feed and keep seq 0 (they take no counter lock).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into change_counters (name, value) values ('matches', 0)`.execute(db)

  await db.schema
    .createTable('swipes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pet_id', 'text', (col) => col.references('pets.id').onDelete('cascade'))
    .addColumn('actor_key', 'text', (col) => col.notNull())
    .addColumn('target_pet_id', 'text', (col) =>
      col.notNull().references('pets.id').onDelete('cascade'),
    )
    .addColumn('target_owner_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('favorite_removed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('seq', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute()
  await createIndex(db, 'swipes_actor_target_idx', 'swipes', ['actor_key', 'target_pet_id'], {
    unique: true,
  })
  // Quotas (a user's swipes today) and the user's side of the feed.
  await createIndex(db, 'swipes_user_created_idx', 'swipes', ['user_id', 'created_at'])
  await createIndex(db, 'swipes_user_seq_idx', 'swipes', ['user_id', 'seq'])
  await createIndex(db, 'swipes_target_owner_seq_idx', 'swipes', ['target_owner_id', 'seq'])
  await createIndex(db, 'swipes_target_pet_idx', 'swipes', ['target_pet_id'])

  await db.schema
    .createTable('matches')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('pet_a_id', 'text', (col) => col.notNull().references('pets.id').onDelete('cascade'))
    .addColumn('pet_b_id', 'text', (col) => col.notNull().references('pets.id').onDelete('cascade'))
    .addColumn('user_a_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('user_b_id', 'text', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('is_super_like', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('deleted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('seq', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute()
  await createIndex(db, 'matches_pets_idx', 'matches', ['pet_a_id', 'pet_b_id'], { unique: true })
  await createIndex(db, 'matches_user_a_seq_idx', 'matches', ['user_a_id', 'seq'])
  await createIndex(db, 'matches_user_b_seq_idx', 'matches', ['user_b_id', 'seq'])

  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('pet_id', 'text', (col) => col.notNull().references('pets.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('deleted', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await createIndex(db, 'comments_pet_created_idx', 'comments', ['pet_id', 'created_at'])
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['comments', 'matches', 'swipes']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
  await sql`delete from change_counters where name = 'matches'`.execute(db)
}
