import { PostgresAdapter, sql, type Kysely } from 'kysely'

/**
 * Found reports: faster candidates, and an expiry.
 *
 * - Candidates read their rows from indexes alone (no table visit per row: an alert in a dense
 *   city scores over a thousand reports and sightings):
 *   - found_reports_near_idx replaces found_reports_match_idx: (species, tile, found_date),
 *     then the exact place for the box, then the columns the scoring reads; only open, unhidden
 *     reports (the candidates' query names both conditions literally, so the index serves it).
 *   - sightings_near_idx replaces sightings_tile_date_idx with the columns the scoring reads.
 *     SQLite never treats an index on a virtual column as covering, so there it indexes the
 *     square's expression itself (tileExpression in candidates.repository.ts, the same text).
 *   - lost_pets_kind_idx: a sighting's species and breed are its alert's, read per sighting.
 * - expires_at: a report leaves the feeds of everyone but its author 30 days after it was filed
 *   (foundReportRules.expiryDays), as an alert does at its own expiry; `expiry_swept` records
 *   that the feeds were told, as lost_pets.expiry_swept does. Existing reports get the same.
 * - hidden_in_feed: 1 while the feeds hold the report as hidden (the third flag). An operator
 *   who clears the flags (`update found_reports set hidden = 0 …`) leaves it at 1, and the
 *   sweep (found-reports.service.ts sweep) sends the report down the feeds again.
 */
const SQLITE_TILE = sql.raw(
  'cast((latitude + 90) * 10 as integer) * 10000 + cast((longitude + 180) * 10 as integer)',
)

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  await sql`drop index if exists found_reports_match_idx`.execute(db)
  if (postgres) {
    await sql`create index found_reports_near_idx on found_reports
      (species, tile, found_date, latitude, longitude)
      include (cell_latitude, cell_longitude, found_time, size, sex, breed, colours, reporter_id, id)
      where status = 'open' and hidden = 0`.execute(db)
  } else {
    await sql`create index found_reports_near_idx on found_reports
      (species, tile, found_date, latitude, longitude, status, hidden, cell_latitude,
       cell_longitude, found_time, size, sex, breed, colours, reporter_id, id)
      where status = 'open' and hidden = 0`.execute(db)
  }

  await sql`drop index if exists sightings_tile_date_idx`.execute(db)
  if (postgres) {
    await sql`create index sightings_near_idx on sightings (tile, date)
      include (latitude, longitude, lost_pet_id, time, id)`.execute(db)
    await sql`create index lost_pets_kind_idx on lost_pets (id) include (pet_type, breed, pet_id)`.execute(
      db,
    )
  } else {
    await sql`create index sightings_near_idx on sightings
      ((${SQLITE_TILE}), date, latitude, longitude, lost_pet_id, time, id)`.execute(db)
    await sql`create index lost_pets_kind_idx on lost_pets (id, pet_type, breed, pet_id)`.execute(
      db,
    )
  }

  await db.schema
    .alterTable('found_reports')
    .addColumn('expires_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('found_reports')
    .addColumn('expiry_swept', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  if (postgres) {
    await sql`update found_reports set expires_at = to_char(
      (created_at::timestamptz + interval '30 days') at time zone 'UTC',
      'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.execute(db)
  } else {
    await sql`update found_reports
      set expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+30 days')`.execute(db)
  }
  await sql`create index found_reports_expiry_idx on found_reports (expires_at)
    where expiry_swept = 0`.execute(db)
  await db.schema
    .alterTable('found_reports')
    .addColumn('hidden_in_feed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await sql`update found_reports set hidden_in_feed = hidden`.execute(db)
  await sql`create index found_reports_unhidden_idx on found_reports (id)
    where hidden_in_feed = 1`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists found_reports_unhidden_idx`.execute(db)
  await db.schema.alterTable('found_reports').dropColumn('hidden_in_feed').execute()
  await sql`drop index if exists found_reports_expiry_idx`.execute(db)
  await db.schema.alterTable('found_reports').dropColumn('expiry_swept').execute()
  await db.schema.alterTable('found_reports').dropColumn('expires_at').execute()
  await sql`drop index if exists lost_pets_kind_idx`.execute(db)
  await sql`drop index if exists sightings_near_idx`.execute(db)
  await sql`create index sightings_tile_date_idx on sightings (tile, date)`.execute(db)
  await sql`drop index if exists found_reports_near_idx`.execute(db)
  await sql`create index found_reports_match_idx on found_reports (species, tile, found_date)`.execute(
    db,
  )
}
