import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { PERSONALITY_CATALOGUE, PERSONALITY_CATEGORIES } from './personalities.seed.js'

/**
 * Inserts the catalogue, or brings existing rows back to it (a renamed entry keeps its id, so
 * pets that reference it follow). Safe to run at every start and concurrently on both databases:
 * `on conflict … do update` is atomic in SQLite and PostgreSQL alike.
 */
export async function ensurePersonalities(db: Kysely<Database>): Promise<void> {
  const rows = PERSONALITY_CATALOGUE.map((entry) => ({
    id: entry.id,
    name: entry.name,
    category: entry.category,
    sort_order:
      PERSONALITY_CATEGORIES.indexOf(entry.category) * 100 +
      PERSONALITY_CATALOGUE.filter((other) => other.category === entry.category).indexOf(entry),
  }))
  await db
    .insertInto('personalities')
    .values(rows)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        category: eb.ref('excluded.category'),
        sort_order: eb.ref('excluded.sort_order'),
      })),
    )
    .execute()
}
