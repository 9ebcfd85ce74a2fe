import { sql, type Kysely } from 'kysely'
import { createIndex } from './schema-builders.js'

/**
 * The change feed behind replication: every replicated row carries `seq`, a number
 * handed out in commit order by `change_counters` (see modules/sync/change-sequence.repository.ts
 * for why a counter row and not a database sequence or a timestamp), and deletions are kept as
 * tombstones (`deleted = 1`) so a pull can tell clients about them.
 *
 * Rows written before this migration, or inserted without a seq (the demo seed), keep seq 0
 * until `assignMissingSeqs` numbers them at start-up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('change_counters')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute()
  await sql`insert into change_counters (name, value) values ('pets', 0)`.execute(db)

  await db.schema
    .alterTable('pets')
    .addColumn('seq', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('pets')
    .addColumn('deleted', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  // (owner_id, seq) serves both the owner's pull (owner_id = ? and seq > ? order by seq) and
  // every owner_id lookup, so the single-column index from 0001 is redundant.
  await createIndex(db, 'pets_owner_seq_idx', 'pets', ['owner_id', 'seq'])
  await db.schema.dropIndex('pets_owner_idx').execute()
  // Keeps the start-up scan for unnumbered rows cheap on a big table.
  await sql`create index pets_unsequenced_idx on pets (id) where seq = 0`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('pets_unsequenced_idx').execute()
  await createIndex(db, 'pets_owner_idx', 'pets', ['owner_id'])
  await db.schema.dropIndex('pets_owner_seq_idx').execute()
  await db.schema.alterTable('pets').dropColumn('deleted').execute()
  await db.schema.alterTable('pets').dropColumn('seq').execute()
  await db.schema.dropTable('change_counters').execute()
}
