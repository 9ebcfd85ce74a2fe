import { PostgresAdapter, sql, type Kysely } from 'kysely'

/**
 * Spatial index for discover: the pets near a point come from an index, not a scan.
 *
 * SQLite: an R*Tree virtual table `pets_geo` (one zero-size box per live, located pet) kept in
 * step with `pets` by triggers, so every writer — the repository, the demo seed, bulk seeds —
 * is covered without knowing about it. The R*Tree's integer key comes from `pets_geo_keys`
 * (INTEGER PRIMARY KEY, so stable; `pets.rowid` is not, VACUUM may renumber it on a table
 * with a text primary key); the pet id is also kept as an auxiliary column so a read joins
 * straight to `pets` by primary key.
 *
 * PostgreSQL: a partial GiST index on the built-in `point(longitude, latitude)` of live,
 * located pets, used by `<@ box(...)`. Built-in types need no extension (cube/earthdistance
 * and PostGIS need CREATE EXTENSION, which managed databases may refuse).
 *
 * Both: a partial (created_at, id) index for the newest-first order used without a position.
 */
const COLUMNS = sql.raw('pet_id, latitude, longitude, owner_id, age, gender')
const values = (row: 'p' | 'new') =>
  sql.raw(
    ['id', 'latitude', 'longitude', 'owner_id', 'age', 'gender']
      .map((c) => `${row}.${c}`)
      .join(', '),
  )

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = isPostgresDb(db)
  if (isPostgres) {
    await sql`create index pets_geo_idx on pets using gist (point(longitude, latitude))
      where deleted = 0 and latitude is not null and longitude is not null`.execute(db)
  } else {
    await sql`create table pets_geo_keys (geo_id integer primary key, pet_id text not null unique)`.execute(
      db,
    )
    // Auxiliary columns (+…) ride along in the R*Tree rows: the exact position and the cheap
    // filters are checked there, so `pets` is read only for pets that can still be shown.
    await sql`create virtual table pets_geo using rtree(
      geo_id, min_lat, max_lat, min_lon, max_lon,
      +pet_id text, +latitude real, +longitude real, +owner_id text, +age integer, +gender text)`.execute(
      db,
    )
    await sql`insert into pets_geo_keys (pet_id) select id from pets`.execute(db)
    await sql`insert into pets_geo (geo_id, min_lat, max_lat, min_lon, max_lon, ${COLUMNS})
      select k.geo_id, p.latitude, p.latitude, p.longitude, p.longitude, ${values('p')}
      from pets p join pets_geo_keys k on k.pet_id = p.id
      where p.deleted = 0 and p.latitude is not null and p.longitude is not null`.execute(db)
    await sql`create trigger pets_geo_after_insert after insert on pets begin
      insert into pets_geo_keys (pet_id) values (new.id);
      insert into pets_geo (geo_id, min_lat, max_lat, min_lon, max_lon, ${COLUMNS})
        select last_insert_rowid(), new.latitude, new.latitude, new.longitude, new.longitude,
          ${values('new')}
        where new.deleted = 0 and new.latitude is not null and new.longitude is not null;
    end`.execute(db)
    await sql`create trigger pets_geo_after_update
      after update of latitude, longitude, deleted, owner_id, age, gender on pets
    begin
      delete from pets_geo where geo_id = (select geo_id from pets_geo_keys where pet_id = old.id);
      insert into pets_geo (geo_id, min_lat, max_lat, min_lon, max_lon, ${COLUMNS})
        select k.geo_id, new.latitude, new.latitude, new.longitude, new.longitude, ${values('new')}
        from pets_geo_keys k
        where k.pet_id = new.id and new.deleted = 0
          and new.latitude is not null and new.longitude is not null;
    end`.execute(db)
    await sql`create trigger pets_geo_after_delete after delete on pets begin
      delete from pets_geo where geo_id = (select geo_id from pets_geo_keys where pet_id = old.id);
      delete from pets_geo_keys where pet_id = old.id;
    end`.execute(db)
  }
  await sql`create index pets_recent_idx on pets (created_at, id) where deleted = 0`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists pets_recent_idx`.execute(db)
  if (isPostgresDb(db)) {
    await sql`drop index if exists pets_geo_idx`.execute(db)
    return
  }
  for (const trigger of [
    'pets_geo_after_insert',
    'pets_geo_after_update',
    'pets_geo_after_delete',
  ]) {
    await sql.raw(`drop trigger if exists ${trigger}`).execute(db)
  }
  await sql`drop table if exists pets_geo`.execute(db)
  await sql`drop table if exists pets_geo_keys`.execute(db)
}

/** Migrations get a bare Kysely: its adapter tells the database apart. */
function isPostgresDb(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}
