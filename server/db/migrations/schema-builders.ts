import type { Kysely } from 'kysely'

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
