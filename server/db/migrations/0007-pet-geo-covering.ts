import { PostgresAdapter, sql, type Kysely } from 'kysely'

/**
 * Discover's spatial index answers every filter by itself (p95 under 10 ms at a
 * million pets). Measured on 0006: a candidate that had to be read from `pets` (breed on
 * SQLite, everything on PostgreSQL) or `pet_personalities` cost a random page each, 3–4× the
 * rest of its work, and made filtered searches the slow tail.
 *
 * SQLite: `pets_geo` is rebuilt with the breed and the pet's personality ids (',a,b,': each
 * id between commas, so a test for ',id,' is exact) as auxiliary columns. The pets triggers
 * now also follow breed changes; two triggers on `pet_personalities` keep the ids current.
 * And the R*Tree's keys become spatial: auxiliary columns live in a table keyed by the R*Tree
 * id, so ids handed out in insertion order put every candidate on a page of its own (a read
 * each; the measured cost). A key now starts with the pet's 0.01° cell (about 1.1 km; 0 for
 * no position) followed by 24 bits numbering the pets first placed in that cell, so pets near
 * each other share pages. A pet keeps its key when it moves (keys must stay stable).
 *
 * PostgreSQL: `pets_geo_idx` is rebuilt with INCLUDE columns, so the nearby query is an
 * index-only scan (also in KNN order, `<->`, which discover uses to size its search): the heap
 * is not read for pets that are not shown. Personality tests use the pet_personalities key.
 */
const OLD_AUX = ['latitude', 'longitude', 'owner_id', 'age', 'gender']
const NEW_AUX = [...OLD_AUX, 'breed']
const TRIGGERS = [
  'pets_geo_after_insert',
  'pets_geo_after_update',
  'pets_geo_after_delete',
  'pets_geo_personality_insert',
  'pets_geo_personality_delete',
]

/** ',a,b,' or null: the auxiliary form of a pet's personality ids. */
const personalityIds = (
  petId: string,
) => `(select ',' || group_concat(pp.personality_id, ',') || ','
    from pet_personalities pp where pp.pet_id = ${petId})`

/** The first key of the 0.01° cell of `row`'s position (2^24 keys a cell). */
const cellBase = (row: string) => `((case when ${row}.latitude is null or ${row}.longitude is null
    then 0 else 1 + cast((${row}.latitude + 90) * 100 as integer) * 36001
      + cast((${row}.longitude + 180) * 100 as integer) end) * 16777216)`

/** Renumbers existing keys spatially (a pet's key is only read through pets_geo_keys). */
async function spatialKeys(db: Kysely<unknown>) {
  await sql`create table pets_geo_keys_spatial (
    geo_id integer primary key, pet_id text not null unique)`.execute(db)
  await sql`insert into pets_geo_keys_spatial (geo_id, pet_id)
    select base + row_number() over (partition by base order by id), id
    from (select ${sql.raw(cellBase('p'))} as base, p.id from pets p) x
    order by 1`.execute(db)
  await sql`drop table pets_geo_keys`.execute(db)
  await sql`alter table pets_geo_keys_spatial rename to pets_geo_keys`.execute(db)
}

async function buildRtree(db: Kysely<unknown>, aux: string[], withPersonalities: boolean) {
  for (const trigger of TRIGGERS) await sql.raw(`drop trigger if exists ${trigger}`).execute(db)
  await sql`drop table if exists pets_geo`.execute(db)
  const extra = withPersonalities ? ', +personality_ids text' : ''
  const types: Record<string, string> = { latitude: 'real', longitude: 'real', age: 'integer' }
  await sql
    .raw(
      `create virtual table pets_geo using rtree(geo_id, min_lat, max_lat, min_lon, max_lon,
      +pet_id text, ${aux.map((c) => `+${c} ${types[c] ?? 'text'}`).join(', ')}${extra})`,
    )
    .execute(db)
  const columns = sql.raw(
    ['pet_id', ...aux, ...(withPersonalities ? ['personality_ids'] : [])].join(', '),
  )
  const values = (row: string) =>
    sql.raw(
      [`${row}.id`, ...aux.map((c) => `${row}.${c}`)]
        .concat(withPersonalities ? [personalityIds(`${row}.id`)] : [])
        .join(', '),
    )
  const box = (row: string) =>
    sql.raw(`${row}.latitude, ${row}.latitude, ${row}.longitude, ${row}.longitude`)
  const located = (row: string) =>
    sql.raw(`${row}.deleted = 0 and ${row}.latitude is not null and ${row}.longitude is not null`)
  await sql`insert into pets_geo (geo_id, min_lat, max_lat, min_lon, max_lon, ${columns})
    select k.geo_id, ${box('p')}, ${values('p')}
    from pets p join pets_geo_keys k on k.pet_id = p.id where ${located('p')}
    order by k.geo_id`.execute(db)
  await sql`create trigger pets_geo_after_insert after insert on pets begin
    insert into pets_geo_keys (geo_id, pet_id) values (coalesce((select max(geo_id)
      from pets_geo_keys where geo_id >= ${sql.raw(cellBase('new'))}
        and geo_id < ${sql.raw(cellBase('new'))} + 16777216), ${sql.raw(cellBase('new'))}) + 1,
      new.id);
    insert into pets_geo (geo_id, min_lat, max_lat, min_lon, max_lon, ${columns})
      select last_insert_rowid(), ${box('new')}, ${values('new')} where ${located('new')};
  end`.execute(db)
  const watched = sql.raw(['latitude', 'longitude', 'deleted', ...aux.slice(2)].join(', '))
  await sql`create trigger pets_geo_after_update after update of ${watched} on pets begin
    delete from pets_geo where geo_id = (select geo_id from pets_geo_keys where pet_id = old.id);
    insert into pets_geo (geo_id, min_lat, max_lat, min_lon, max_lon, ${columns})
      select k.geo_id, ${box('new')}, ${values('new')}
      from pets_geo_keys k where k.pet_id = new.id and ${located('new')};
  end`.execute(db)
  await sql`create trigger pets_geo_after_delete after delete on pets begin
    delete from pets_geo where geo_id = (select geo_id from pets_geo_keys where pet_id = old.id);
    delete from pets_geo_keys where pet_id = old.id;
  end`.execute(db)
  if (!withPersonalities) return
  for (const [event, row] of [
    ['insert', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql`create trigger ${sql.raw(`pets_geo_personality_${event}`)}
      after ${sql.raw(event)} on pet_personalities begin
        update pets_geo set personality_ids = ${sql.raw(personalityIds(`${row}.pet_id`))}
        where geo_id = (select geo_id from pets_geo_keys where pet_id = ${sql.raw(row)}.pet_id);
      end`.execute(db)
  }
}

async function buildGist(db: Kysely<unknown>, include: string[]) {
  await sql`drop index if exists pets_geo_idx`.execute(db)
  const covering = include.length > 0 ? sql.raw(`include (${include.join(', ')})`) : sql``
  await sql`create index pets_geo_idx on pets using gist (point(longitude, latitude)) ${covering}
    where deleted = 0 and latitude is not null and longitude is not null`.execute(db)
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgresDb(db)) return buildGist(db, ['id', ...NEW_AUX])
  for (const trigger of TRIGGERS) await sql.raw(`drop trigger if exists ${trigger}`).execute(db)
  await spatialKeys(db)
  await buildRtree(db, NEW_AUX, true)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgresDb(db)) await buildGist(db, [])
  else await buildRtree(db, OLD_AUX, false)
}

function isPostgresDb(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}
