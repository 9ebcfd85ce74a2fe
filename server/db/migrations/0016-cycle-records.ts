import { PostgresAdapter, sql, type Kysely } from 'kysely'
import { createIndex } from './schema-builders.js'

/**
 * Reproductive-cycle records (spec §3 'Cycle record'), written once for both databases.
 *
 * - `cycle_records`: one row per record of a female pet. `owner_id` is the pet's owner, kept on
 *   the row so the owner's change feed is one index range; `symptoms` is JSON text; `deleted`
 *   keeps a removed record as a tombstone so the owner's devices drop it; `seq` is the row's
 *   place in the 'cycleRecords' change feed (sync/change-sequence.repository.ts).
 * - (owner_id, seq) serves the feed; (pet_id, date) the per-pet reads and the reminder sweep.
 * - Reminders need no table: a notification's (user, key) is unique, and the key names the
 *   pet and the cycle it announces, so a cycle is announced once whatever the sweep repeats.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  await sql`insert into change_counters (name, value) values ('cycleRecords', 0)`.execute(db)
  await db.schema
    .createTable('cycle_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('pet_id', 'text', (c) => c.notNull().references('pets.id').onDelete('cascade'))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('symptoms', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('temperature', postgres ? 'double precision' : 'real')
    .addColumn('behavior', 'text')
    .addColumn('discharge', 'text')
    .addColumn('notes', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  await createIndex(db, 'cycle_records_owner_seq_idx', 'cycle_records', ['owner_id', 'seq'])
  await createIndex(db, 'cycle_records_pet_date_idx', 'cycle_records', ['pet_id', 'date'])
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cycle_records').ifExists().execute()
  await sql`delete from change_counters where name = 'cycleRecords'`.execute(db)
}
