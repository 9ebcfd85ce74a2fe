import type { Kysely } from 'kysely'

/**
 * The owner's opt-in 'en celo' mark (contract/heat-marks.contract.ts), one row per female pet
 * while marked. A table of its own, not a pets column: pet rows go out whole to owners' feeds,
 * discover pages and profiles, and this is private health data only discover's filter reads.
 * `marked_on` is the owner's calendar day of the mark, `expires_at` the instant it ends by itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pet_heat_marks')
    .addColumn('pet_id', 'text', (col) =>
      col.primaryKey().references('pets.id').onDelete('cascade'),
    )
    .addColumn('marked_on', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('pet_heat_marks').ifExists().execute()
}
