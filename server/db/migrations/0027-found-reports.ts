import { PostgresAdapter, sql, type Kysely } from 'kysely'
import { createAudienceTable } from './schema-builders.js'

/**
 * Found-pet reports and 'Posibles coincidencias' (issue 'Encontré una mascota').
 *
 * - `found_reports`: a finder's report. `latitude`/`longitude` are exact and shown to the author
 *   only; `cell_latitude`/`cell_longitude` hold the centre of the ~1 km privacy cell
 *   (contract/privacy-grid.ts), the place everyone else sees and is measured from. `tile` is
 *   the 0.1° square of the exact place (tileOf in modules/found-pets/tiles.ts), and
 *   (species, tile, found_date) is the candidates' prefilter: an alert's 10 km reads a handful
 *   of tiles, by species, within its 30 days. `contact` is relayed in the app, never answered to
 *   anyone but the author. `hidden` is set by the third flag from different users and cleared by
 *   an operator (`update found_reports set hidden = 0 where id = …`).
 * - `found_report_flags`: one row per (report, user).
 * - `found_report_audience`: who holds which report on their device (the `foundReports`
 *   feed), by the `lostPets` feed's rule and radius; seqs from the counter 'foundReports'.
 * - `candidate_dismissals`: 'No es', per alert and candidate (a found report or a sighting).
 * - sightings.tile: the same 0.1° square, computed by the database (a sighting is written by
 *   the lost-pets module), with (tile, date) so sightings filed on other alerts are found fast.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const real = postgres ? 'double precision' : 'real'
  await db.schema
    .createTable('found_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('species', 'text', (c) => c.notNull())
    .addColumn('breed', 'text')
    .addColumn('colours', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('size', 'text')
    .addColumn('sex', 'text')
    .addColumn('has_collar', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('collar_text', 'text')
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('latitude', real, (c) => c.notNull())
    .addColumn('longitude', real, (c) => c.notNull())
    .addColumn('cell_latitude', real, (c) => c.notNull())
    .addColumn('cell_longitude', real, (c) => c.notNull())
    .addColumn('tile', 'integer', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('found_date', 'text', (c) => c.notNull())
    .addColumn('found_time', 'text', (c) => c.notNull())
    .addColumn('whereabouts', 'text', (c) => c.notNull())
    .addColumn('place_detail', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('linked_lost_pet_id', 'text', (c) =>
      c.references('lost_pets.id').onDelete('set null'),
    )
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('flag_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await sql`create index found_reports_match_idx on found_reports (species, tile, found_date)`.execute(
    db,
  )
  await sql`create index found_reports_reporter_idx on found_reports (reporter_id, created_at)`.execute(
    db,
  )
  await sql`create index found_reports_linked_idx on found_reports (linked_lost_pet_id)
    where linked_lost_pet_id is not null`.execute(db)

  await db.schema
    .createTable('found_report_flags')
    .addColumn('found_report_id', 'text', (c) =>
      c.notNull().references('found_reports.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('found_report_flags_pk', ['found_report_id', 'user_id'])
    .execute()

  await createAudienceTable(db, 'found_report_audience', {
    column: 'found_report_id',
    references: 'found_reports.id',
    index: 'found_report_audience_report_idx',
  })

  await db.schema
    .createTable('candidate_dismissals')
    .addColumn('lost_pet_id', 'text', (c) =>
      c.notNull().references('lost_pets.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('candidate_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('candidate_dismissals_pk', ['lost_pet_id', 'kind', 'candidate_id'])
    .execute()

  // The same square as tileOf(): floor((lat + 90) · 10) · 10000 + floor((lon + 180) · 10); both
  // sums are positive, so SQLite's cast (which truncates) is the floor.
  if (postgres) {
    await sql`alter table sightings add column tile integer generated always as (
      (floor((latitude + 90) * 10) * 10000 + floor((longitude + 180) * 10))::integer) stored`.execute(
      db,
    )
  } else {
    await sql`alter table sightings add column tile integer generated always as (
      cast((latitude + 90) * 10 as integer) * 10000 + cast((longitude + 180) * 10 as integer))
      virtual`.execute(db)
  }
  await sql`create index sightings_tile_date_idx on sightings (tile, date)`.execute(db)
  await sql`insert into change_counters (name, value) values ('foundReports', 0)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from change_counters where name = 'foundReports'`.execute(db)
  await sql`drop index if exists sightings_tile_date_idx`.execute(db)
  await db.schema.alterTable('sightings').dropColumn('tile').execute()
  await db.schema.dropTable('candidate_dismissals').execute()
  await db.schema.dropTable('found_report_audience').execute()
  await db.schema.dropTable('found_report_flags').execute()
  await db.schema.dropTable('found_reports').execute()
}
