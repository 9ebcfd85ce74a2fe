import { sql, type Kysely } from 'kysely'
import { createIndex } from './schema-builders.js'

/**
 * Conversations about a lost pet (spec §2 /lost-pets 'Enviar mensaje'): a finder writes to an
 * alert's reporter in the app, with no match and no published phone. They are rows of
 * `matches` so that messages, read state, mute, report, block, the socket rooms and both
 * change feeds work for them unchanged.
 *
 * - `kind`: 'match' (two pets' mutual like) or 'lostPet' (a finder and an alert's reporter).
 * - `lost_pet_id`: the alert a 'lostPet' row is about. Side a is the reporter, side b the
 *   finder, and both pet columns hold the alert's pet (the subject of the conversation).
 * - The one-match-per-pair index now covers kind 'match' only; a 'lostPet' row is unique per
 *   (alert, finder), so asking again opens the same conversation.
 * - (user_b_id, created_at) of 'lostPet' rows: the finder's conversations started today (the
 *   daily limit against abuse).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('matches')
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('match'))
    .execute()
  await db.schema
    .alterTable('matches')
    .addColumn('lost_pet_id', 'text', (col) => col.references('lost_pets.id').onDelete('cascade'))
    .execute()
  await db.schema.dropIndex('matches_pets_idx').execute()
  await sql`create unique index matches_pets_idx on matches (pet_a_id, pet_b_id)
    where kind = 'match'`.execute(db)
  await sql`create unique index matches_lost_pet_finder_idx on matches (lost_pet_id, user_b_id)
    where lost_pet_id is not null`.execute(db)
  await sql`create index matches_lost_pet_started_idx on matches (user_b_id, created_at)
    where kind = 'lostPet'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('matches_lost_pet_started_idx').execute()
  await db.schema.dropIndex('matches_lost_pet_finder_idx').execute()
  await sql`delete from matches where kind <> 'match'`.execute(db)
  await db.schema.dropIndex('matches_pets_idx').execute()
  await createIndex(db, 'matches_pets_idx', 'matches', ['pet_a_id', 'pet_b_id'], { unique: true })
  await db.schema.alterTable('matches').dropColumn('lost_pet_id').execute()
  await db.schema.alterTable('matches').dropColumn('kind').execute()
}
