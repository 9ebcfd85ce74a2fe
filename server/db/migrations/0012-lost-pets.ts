import { PostgresAdapter, sql, type Kysely } from 'kysely'
import { createAudienceTable } from './schema-builders.js'

/**
 * Lost-pet alerts and sightings (spec §3 'Lost pet', 'Sighting form').
 *
 * - `lost_pets`: one alert; photos as a JSON list; `pet_type` is the species folded to the §2
 *   type filter (dog, cat, bird, other); `search_text` the lower-cased name, breed and place the
 *   §2 search looks in; `expires_at` 60 days after creation or the last renewal, and
 *   `expiry_swept` set once the expiry has been sent to the feeds.
 * - The last-seen place is public (the reporter publishes it), so it is indexed exactly:
 *   SQLite: an R*Tree `lost_pets_geo` keyed by `lost_pets.geo_key` (an integer the insert
 *   trigger hands out, since ids are text), kept in step by triggers; PostgreSQL: a GiST index
 *   on point(longitude, latitude).
 * - `lost_pet_views`: who viewed an alert, so a view counts once per viewer.
 * - `sightings`: each with `seq`, its position in the `sightings` change feed.
 * - `lost_pet_audience`: who holds which alert on their device (the `lostPets` feed): the
 *   reporter and owner always, others while their saved location is within the feed radius of
 *   the last-seen place and the alert has not expired. A row that stops being visible stays
 *   as a tombstone (visible 0) with a new seq, so the device deletes the alert.
 * - users(latitude): finds the users near a new alert (the alert's audience).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('lost_pets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('geo_key', 'integer')
    .addColumn('pet_id', 'text')
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('owner_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('breed', 'text')
    .addColumn('species', 'text')
    .addColumn('pet_type', 'text', (c) => c.notNull())
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('latitude', postgres ? 'double precision' : 'real')
    .addColumn('longitude', postgres ? 'double precision' : 'real')
    .addColumn('last_seen_location', 'text', (c) => c.notNull())
    .addColumn('last_seen_date', 'text', (c) => c.notNull())
    .addColumn('last_seen_time', 'text', (c) => c.notNull())
    .addColumn('urgency_level', 'text', (c) => c.notNull())
    .addColumn('reward', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('contact_email', 'text')
    .addColumn('additional_notes', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('expiry_swept', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await sql`create unique index lost_pets_geo_key_idx on lost_pets (geo_key)`.execute(db)
  await sql`create index lost_pets_status_created_idx on lost_pets (status, created_at)`.execute(db)
  await sql`create index lost_pets_pet_created_idx on lost_pets (pet_id, created_at)`.execute(db)
  await sql`create index lost_pets_reporter_idx on lost_pets (reporter_id)`.execute(db)
  await sql`create index lost_pets_owner_idx on lost_pets (owner_id)`.execute(db)
  await sql`create index lost_pets_unswept_idx on lost_pets (expires_at) where expiry_swept = 0`.execute(
    db,
  )

  if (postgres) {
    await sql`create index lost_pets_geo_idx on lost_pets using gist (point(longitude, latitude))
      where latitude is not null and longitude is not null`.execute(db)
  } else {
    await sql`create virtual table lost_pets_geo using rtree(geo_id, min_lat, max_lat, min_lon, max_lon)`.execute(
      db,
    )
    // The key is the largest so far plus one (an index lookup), not the rowid, which VACUUM
    // may renumber; SQLite serializes writers, so two inserts never take the same one.
    await sql`create trigger lost_pets_geo_after_insert after insert on lost_pets begin
      update lost_pets set geo_key = (select coalesce(max(geo_key), 0) + 1 from lost_pets)
        where id = new.id;
      insert into lost_pets_geo (geo_id, min_lat, max_lat, min_lon, max_lon)
        select geo_key, latitude, latitude, longitude, longitude from lost_pets
        where id = new.id and latitude is not null and longitude is not null;
    end`.execute(db)
    await sql`create trigger lost_pets_geo_after_update after update of latitude, longitude
      on lost_pets begin
      delete from lost_pets_geo where geo_id = new.geo_key;
      insert into lost_pets_geo (geo_id, min_lat, max_lat, min_lon, max_lon)
        select new.geo_key, new.latitude, new.latitude, new.longitude, new.longitude
        where new.latitude is not null and new.longitude is not null;
    end`.execute(db)
    await sql`create trigger lost_pets_geo_after_delete after delete on lost_pets begin
      delete from lost_pets_geo where geo_id = old.geo_key;
    end`.execute(db)
  }

  await db.schema
    .createTable('lost_pet_views')
    .addColumn('lost_pet_id', 'text', (c) =>
      c.notNull().references('lost_pets.id').onDelete('cascade'),
    )
    .addColumn('viewer_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('lost_pet_views_pk', ['lost_pet_id', 'viewer_id'])
    .execute()

  await db.schema
    .createTable('sightings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lost_pet_id', 'text', (c) =>
      c.notNull().references('lost_pets.id').onDelete('cascade'),
    )
    // null: reported by a visitor of the public alert page, who has no account
    .addColumn('reporter_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('latitude', postgres ? 'double precision' : 'real')
    .addColumn('longitude', postgres ? 'double precision' : 'real')
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('contact_phone', 'text', (c) => c.notNull())
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  await sql`create index sightings_alert_seq_idx on sightings (lost_pet_id, seq)`.execute(db)
  await sql`create index sightings_reporter_seq_idx on sightings (reporter_id, seq)`.execute(db)

  await createAudienceTable(db, 'lost_pet_audience', {
    column: 'lost_pet_id',
    references: 'lost_pets.id',
    index: 'lost_pet_audience_alert_idx',
  })

  await sql`create index users_latitude_idx on users (latitude, longitude)
    where latitude is not null and longitude is not null`.execute(db)
  await sql`insert into change_counters (name, value) values ('lostPets', 0), ('sightings', 0)`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from change_counters where name in ('lostPets', 'sightings')`.execute(db)
  await sql`drop index if exists users_latitude_idx`.execute(db)
  await db.schema.dropTable('lost_pet_audience').execute()
  await db.schema.dropTable('sightings').execute()
  await db.schema.dropTable('lost_pet_views').execute()
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql`drop table if exists lost_pets_geo`.execute(db)
  }
  await db.schema.dropTable('lost_pets').execute()
}
