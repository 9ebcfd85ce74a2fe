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
 * Where a section's rows live: the table, the columns that name the user (a row is theirs when
 * any of them does), the columns exported where the table also holds others' data, and the
 * filters that keep out what is not theirs to take (soft-deleted rows, passes among swipes).
 */
interface SectionSource {
  table: keyof Database
  owners: readonly string[]
  columns?: readonly string[]
  liveOnly?: boolean
  only?: { column: string; values: readonly string[] }
}

const sources: Record<ExportSection, SectionSource> = {
  profile: { table: 'users', owners: ['id'] },
  pets: { table: 'pets', owners: ['owner_id'], liveOnly: true },
  matches: {
    table: 'matches',
    owners: ['user_a_id', 'user_b_id'],
    columns: ['id', 'kind', 'pet_a_id', 'pet_b_id', 'lost_pet_id', 'is_super_like', 'created_at'],
    liveOnly: true,
  },
  // The messages the user wrote: what others wrote to them is the others' data.
  messages: {
    table: 'messages',
    owners: ['sender_id'],
    columns: ['id', 'match_id', 'content', 'created_at'],
    liveOnly: true,
  },
  favorites: {
    table: 'swipes',
    owners: ['user_id'],
    columns: ['id', 'pet_id', 'target_pet_id', 'action', 'favorite_removed', 'created_at'],
    only: { column: 'action', values: ['like', 'superlike'] },
  },
  comments: {
    table: 'comments',
    owners: ['user_id'],
    columns: ['id', 'pet_id', 'content', 'created_at'],
    liveOnly: true,
  },
  lostPets: { table: 'lost_pets', owners: ['reporter_id'] },
  sightings: { table: 'sightings', owners: ['reporter_id'] },
  bookings: { table: 'bookings', owners: ['user_id'] },
  cycleRecords: { table: 'cycle_records', owners: ['owner_id'], liveOnly: true },
  notifications: {
    table: 'notifications',
    owners: ['user_id'],
    columns: ['id', 'type', 'title', 'message', 'data', 'read', 'created_at'],
    liveOnly: true,
  },
}

/**
 * 'Descargar mis datos': what the server holds about one user, section by section, each read
 * in pages by id so a long history streams instead of loading at once. Only rows of the user's
 * are read: every query is keyed by the caller's id.
 */
export function createAccountExportRepository(db: Kysely<Database>) {
  const ref = (column: string) => db.dynamic.ref(column)

  /** The PAGE rows of `source` that are the user's, by id after `afterId`. */
  function page(source: SectionSource, userId: string, afterId: string): Promise<Row[]> {
    let query = db
      .selectFrom(source.table)
      .where((eb) => eb.or(source.owners.map((owner) => eb(ref(owner), '=', userId))))
      .where(ref('id'), '>', afterId)
    if (source.liveOnly) query = query.where(ref('deleted'), '=', 0)
    if (source.only) query = query.where(ref(source.only.column), 'in', source.only.values)
    const selected = source.columns
      ? query.select(source.columns.map((column) => ref(column)))
      : query.selectAll()
    return selected.orderBy(ref('id')).limit(PAGE).execute()
  }

  /** One section's rows that are the user's, page after page, each cleaned for the export. */
  async function* rows(section: ExportSection, userId: string): AsyncGenerator<Row> {
    const source = sources[section]
    let afterId = ''
    for (;;) {
      const batch = await page(source, userId, afterId)
      for (const row of batch) yield clean(row)
      const last = batch.at(-1)
      if (batch.length < PAGE || !last) return
      afterId = String(last.id)
    }
  }

  return { rows }
}

export type AccountExportRepository = ReturnType<typeof createAccountExportRepository>
