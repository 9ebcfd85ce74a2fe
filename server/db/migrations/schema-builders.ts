import { sql, type Kysely } from 'kysely'

/**
 * An index as the migrations create it: `columns` of `table`, unique when asked. Shipped
 * migrations call this instead of the builder chain they once spelled out, which emits the
 * very same `create [unique] index "name" on "table" (…)` on both databases.
 */
export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
  options: { unique?: boolean } = {},
): Promise<void> {
  const index = db.schema.createIndex(name).on(table).columns(columns)
  await (options.unique ? index.unique() : index).execute()
}

/**
 * A placed item's feed table (lost_pet_audience, found_report_audience; see
 * modules/sync/place-audience.repository.ts): one row per (user, item) the user holds or held,
 * with the user's pull index (user_id, seq) and the item's own (`item.index`).
 */
export async function createAudienceTable(
  db: Kysely<unknown>,
  table: string,
  item: { column: string; references: string; index: string },
): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn(item.column, 'text', (c) =>
      c.notNull().references(item.references).onDelete('cascade'),
    )
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull())
    .addColumn('own', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', item.column])
    .execute()
  await sql`create index ${sql.raw(`${table}_user_seq_idx`)} on ${sql.raw(table)} (user_id, seq)`.execute(
    db,
  )
  await sql`create index ${sql.raw(item.index)} on ${sql.raw(table)} (${sql.raw(item.column)})`.execute(
    db,
  )
}
