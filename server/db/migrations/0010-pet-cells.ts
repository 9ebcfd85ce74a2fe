import { PostgresAdapter, sql, type Kysely } from 'kysely'

/**
 * Privacy of places: discover filters, orders and measures by each pet's cell of about 1 km,
 * never by its exact position (server/geo/privacy.ts describes the grid).
 *
 * `pets.cell_latitude` / `cell_longitude` hold the centre of the pet's cell, computed by the
 * database from the exact position (generated columns: virtual on SQLite, which cannot add a
 * stored one; stored on PostgreSQL). So every writer — the repository, the demo seed, bulk
 * seeds — is covered without knowing about it, and existing rows have theirs at once. The
 * expression repeats cellCentre() of server/geo/privacy.ts operation for operation (a test
 * compares the two on every band); this migration keeps its own copy because a shipped
 * migration must not change meaning when that module does.
 *
 * The spatial indexes move to the cell: SQLite's R*Tree `pets_geo` is rebuilt with the cell
 * as each pet's box and auxiliary columns cell_latitude / cell_longitude in place of the exact
 * ones (which no longer sit in the index at all); PostgreSQL's `pets_geo_idx` is rebuilt on
 * point(cell_longitude, cell_latitude), covering the cell columns. Keys, triggers and the other
 * auxiliary columns are as migration 0007 made them.
 *
 * `server_secrets` keeps secrets the server makes once and every node shares (the discover
 * cursor key when CURSOR_SECRET is not set).
 */
type Dialect = 'sqlite' | 'postgres'

function cellExpressions(dialect: Dialect) {
  const [least, greatest] = dialect === 'postgres' ? ['least', 'greatest'] : ['min', 'max']
  const band = `${least}(17999, floor((latitude + 90) * 100))`
  const middle = `((2 * ${band} + 1 - 18000) / 200.0)`
  const columns = `${greatest}(1, floor(36000 * cos(radians(${middle}))))`
  const column = `${least}(${columns} - 1, floor((longitude + 180) * ${columns} / 360))`
  const located = (value: string) =>
    `case when latitude is null or longitude is null then null else ${value} end`
  return {
    latitude: located(middle),
    longitude: located(`(180.0 * (2 * ${column} + 1 - ${columns}) / ${columns})`),
  }
}

const TRIGGERS = [
  'pets_geo_after_insert',
  'pets_geo_after_update',
  'pets_geo_after_delete',
  'pets_geo_personality_insert',
  'pets_geo_personality_delete',
]
const FILTER_AUX = ['owner_id', 'age', 'gender', 'breed']

/** ',a,b,' or null: the auxiliary form of a pet's personality ids (as in 0007). */
const personalityIds = (
  petId: string,
) => `(select ',' || group_concat(pp.personality_id, ',') || ','
    from pet_personalities pp where pp.pet_id = ${petId})`

/** The first key of the 0.01° cell of `row`'s position, 2^24 keys a cell (as in 0007). */
const cellBase = (row: string) => `((case when ${row}.latitude is null or ${row}.longitude is null
    then 0 else 1 + cast((${row}.latitude + 90) * 100 as integer) * 36001
      + cast((${row}.longitude + 180) * 100 as integer) end) * 16777216)`

/**
 * The R*Tree over `place` ('cell' or the exact 'latitude'/'longitude' of 0007), its auxiliary
 * columns and the triggers that keep it in step with pets.
 */
async function buildRtree(db: Kysely<unknown>, place: 'cell' | 'exact') {
  for (const trigger of TRIGGERS) await sql.raw(`drop trigger if exists ${trigger}`).execute(db)
  await sql`drop table if exists pets_geo`.execute(db)
  const [lat, lon] =
    place === 'cell' ? ['cell_latitude', 'cell_longitude'] : ['latitude', 'longitude']
  const aux = [lat, lon, ...FILTER_AUX]
  const types: Record<string, string> = { [lat]: 'real', [lon]: 'real', age: 'integer' }
  await sql
    .raw(
      `create virtual table pets_geo using rtree(geo_id, min_lat, max_lat, min_lon, max_lon,
      +pet_id text, ${aux.map((c) => `+${c} ${types[c] ?? 'text'}`).join(', ')},
      +personality_ids text)`,
    )
    .execute(db)
  const columns = sql.raw(['pet_id', ...aux, 'personality_ids'].join(', '))
  const values = (row: string) =>
    sql.raw([`${row}.id`, ...aux.map((c) => `${row}.${c}`), personalityIds(`${row}.id`)].join(', '))
  const box = (row: string) => sql.raw(`${row}.${lat}, ${row}.${lat}, ${row}.${lon}, ${row}.${lon}`)
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
  // Generated columns cannot be named in UPDATE OF: the cell follows latitude and longitude.
  const watched = sql.raw(['latitude', 'longitude', 'deleted', ...FILTER_AUX].join(', '))
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

async function buildGist(db: Kysely<unknown>, place: 'cell' | 'exact') {
  await sql`drop index if exists pets_geo_idx`.execute(db)
  const [lat, lon] =
    place === 'cell' ? ['cell_latitude', 'cell_longitude'] : ['latitude', 'longitude']
  const include = ['id', lat, lon, ...FILTER_AUX]
  await sql
    .raw(
      `create index pets_geo_idx on pets using gist (point(${lon}, ${lat}))
      include (${include.join(', ')})
      where deleted = 0 and ${lat} is not null and ${lon} is not null`,
    )
    .execute(db)
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect: Dialect = isPostgresDb(db) ? 'postgres' : 'sqlite'
  const cell = cellExpressions(dialect)
  if (dialect === 'postgres') {
    // One statement: PostgreSQL rewrites the table once for both stored columns.
    await sql
      .raw(
        `alter table pets
        add column cell_latitude double precision generated always as (${cell.latitude}) stored,
        add column cell_longitude double precision generated always as (${cell.longitude}) stored`,
      )
      .execute(db)
    await buildGist(db, 'cell')
  } else {
    for (const [name, expression] of Object.entries(cell)) {
      await sql
        .raw(`alter table pets add column cell_${name} real generated always as (${expression})`)
        .execute(db)
    }
    await buildRtree(db, 'cell')
  }
  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('value', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secrets').ifExists().execute()
  if (isPostgresDb(db)) {
    await buildGist(db, 'exact')
    await sql`alter table pets drop column cell_latitude, drop column cell_longitude`.execute(db)
    return
  }
  await buildRtree(db, 'exact')
  await sql`alter table pets drop column cell_latitude`.execute(db)
  await sql`alter table pets drop column cell_longitude`.execute(db)
}

function isPostgresDb(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}
