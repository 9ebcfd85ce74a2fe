import type { Kysely } from 'kysely'
import type { ExportSection } from '../../contract/privacy.contract.js'
import type { Database } from '../../db/schema.js'

/** Rows read per query: the export never holds a whole table of the user's in memory. */
const PAGE = 200

type Row = Record<string, unknown>

/** Internal bookkeeping and secrets that say nothing about the user: left out of the export. */
const internalColumns = new Set([
  'seq',
  'password_hash',
  'email_normalized',
  'geo_key',
  'search_text',
  'expiry_swept',
  'is_demo',
  'cell_latitude',
  'cell_longitude',
])
const JSON_COLUMNS = new Set(['photos', 'symptoms', 'data', 'details'])

/** A row as exported: internal columns out, JSON text columns parsed back into values. */
function clean(row: Row): Row {
  const out: Row = {}
  for (const [key, value] of Object.entries(row)) {
    if (internalColumns.has(key)) continue
    if (JSON_COLUMNS.has(key) && typeof value === 'string') {
      try {
        out[key] = JSON.parse(value) as unknown
      } catch {
        out[key] = value
      }
    } else out[key] = value
  }
  return out
}

/**
 * 'Descargar mis datos': what the server holds about one user, section by section, each read
 * in pages by id so a long history streams instead of loading at once. Only rows of the user's
 * are read: every query is keyed by the caller's id.
 */
export function createAccountExportRepository(db: Kysely<Database>) {
  /** One section's pages: `query(afterId)` answers the next PAGE rows by id after `afterId`. */
  async function* paged(query: (afterId: string) => Promise<Row[]>): AsyncGenerator<Row> {
    let afterId = ''
    for (;;) {
      const rows = await query(afterId)
      for (const row of rows) yield clean(row)
      const last = rows.at(-1)
      if (rows.length < PAGE || !last) return
      afterId = String(last.id)
    }
  }

  const sections: Record<ExportSection, (userId: string) => AsyncGenerator<Row>> = {
    profile: (userId) =>
      paged((after) =>
        db
          .selectFrom('users')
          .selectAll()
          .where('id', '=', userId)
          .where('id', '>', after)
          .execute(),
      ),
    pets: (userId) =>
      paged((after) =>
        db
          .selectFrom('pets')
          .selectAll()
          .where('owner_id', '=', userId)
          .where('deleted', '=', 0)
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute(),
      ),
    matches: (userId) =>
      paged((after) =>
        db
          .selectFrom('matches')
          .select([
            'id',
            'kind',
            'pet_a_id',
            'pet_b_id',
            'lost_pet_id',
            'is_super_like',
            'created_at',
          ])
          .where((eb) => eb.or([eb('user_a_id', '=', userId), eb('user_b_id', '=', userId)]))
          .where('deleted', '=', 0)
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute(),
      ),
    // The messages the user wrote: what others wrote to them is the others' data.
    messages: (userId) =>
      paged((after) =>
        db
          .selectFrom('messages')
          .select(['id', 'match_id', 'content', 'created_at'])
          .where('sender_id', '=', userId)
          .where('deleted', '=', 0)
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute(),
      ),
    favorites: (userId) =>
      paged((after) =>
        db
          .selectFrom('swipes')
          .select(['id', 'pet_id', 'target_pet_id', 'action', 'favorite_removed', 'created_at'])
          .where('user_id', '=', userId)
          .where('action', 'in', ['like', 'superlike'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute(),
      ),
    comments: (userId) =>
      paged((after) =>
        db
          .selectFrom('comments')
          .select(['id', 'pet_id', 'content', 'created_at'])
          .where('user_id', '=', userId)
          .where('deleted', '=', 0)
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute(),
      ),
    lostPets: (userId) =>
      paged((after) =>
        db
          .selectFrom('lost_pets')
          .selectAll()
          .where('reporter_id', '=', userId)
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute(),
      ),
    sightings: (userId) =>
      paged((after) =>
        db
          .selectFrom('sightings')
          .selectAll()
          .where('reporter_id', '=', userId)
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute(),
      ),
    bookings: (userId) =>
      paged((after) =>
        db
          .selectFrom('bookings')
          .selectAll()
          .where('user_id', '=', userId)
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute(),
      ),
    cycleRecords: (userId) =>
      paged((after) =>
        db
          .selectFrom('cycle_records')
          .selectAll()
          .where('owner_id', '=', userId)
          .where('deleted', '=', 0)
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute(),
      ),
    notifications: (userId) =>
      paged((after) =>
        db
          .selectFrom('notifications')
          .select(['id', 'type', 'title', 'message', 'data', 'read', 'created_at'])
          .where('user_id', '=', userId)
          .where('deleted', '=', 0)
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGE)
          .execute(),
      ),
  }
  return { sections }
}

export type AccountExportRepository = ReturnType<typeof createAccountExportRepository>
