import { PostgresAdapter, type Kysely } from 'kysely'
import { createIndex } from './schema-builders.js'

/**
 * Two premium benefits (spec §6 'Premium user', §9 'Premium plans'), each in a table of its own:
 * - `passports`: the place a premium user chose to discover around instead of their saved
 *   location, one row per user while set (contract/premium.contract.ts 'Pasaporte').
 * - `boosts`: one row per 30-minute boost, at most one per user and UTC month — the primary
 *   key (user_id, month) makes a second one in the same month fail even when two requests race.
 *   `boosts_ends_idx` finds the boosts still running, which discover puts first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const coordinate = postgres ? 'double precision' : 'real'
  await db.schema
    .createTable('passports')
    .addColumn('user_id', 'text', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('latitude', coordinate, (col) => col.notNull())
    .addColumn('longitude', coordinate, (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('boosts')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('boosts_pk', ['user_id', 'month'])
    .execute()
  await createIndex(db, 'boosts_ends_idx', 'boosts', ['ends_at'])
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('boosts').ifExists().execute()
  await db.schema.dropTable('passports').ifExists().execute()
}
