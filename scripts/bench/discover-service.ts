/**
 * npm run bench:discover (without --http) — a benchmark, not a test: it prints figures and asserts nothing.
 *
 * For each size (default 100,000 and 1,000,000 pets, a few thousand owners) and each database
 * (SQLite in a temporary folder; PostgreSQL in a throwaway database created through --pg=URL or
 * TEST_DATABASE_URL, dropped afterwards), it migrates a fresh schema, bulk-seeds pets over
 * Central America (discover-places.ts) and measures GET /api/pets/discover's work through the
 * service layer directly (validation excluded; the index query, page hydration, owners and
 * personalities included) for random searchers, positions, distances and filters:
 * - discover: the service as served (PostgreSQL: one KNN-sized statement; SQLite: incremental
 *   rings over the R*Tree), with SQLite's CPU time per search beside its wall time;
 * - one box: the repository's page query over the index with the whole maxDistance box at once;
 * - full scan: that same query without the index (box on the plain columns) — the baseline.
 * Target: discover p95 under 10 ms at 1,000,000 pets on both databases.
 *
 * Options: --sizes=100000,1000000  --queries=400 (measured, after 40 warm-up)
 * --scan-queries=15 (the full scan's count; the one-box query runs 4× as many)  --pg=postgres://…  --skip-pg  --skip-sqlite
 * --keep=DIR: keep the seeded databases (SQLite in DIR/bench-N.sqlite, PostgreSQL database
 * huellitas_bench_N) and reuse them on the next run with --keep, so a million rows are seeded
 * once; migrations still run, so a new one reaches the kept databases.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { discoverQuerySchema, type DiscoverQuery } from '../../server/contract/discover.contract'
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/db/database'
import type { UserRow } from '../../server/db/schema'
import { petFiltersOf } from '../../server/modules/discover/discover-filters'
import { createDiscoverRepository } from '../../server/modules/discover/discover.repository'
import { createDiscoverService } from '../../server/modules/discover/discover.service'
import { createCursorSeal } from '../../server/modules/discover/discover-cursor'
import { boundingBox } from '../../server/modules/discover/geo'
import { ensurePersonalities } from '../../server/modules/pets/personalities.repository'
import { BREEDS, seededRandom, seedPets } from '../../test/integration/discover-seed'
import pg from 'pg'
import { createTestDatabase } from '../../test/support/postgres'
import { argument } from './args'
import { measure, percentile, placeGenerator, type Latency } from './discover-places'

const sizes = (argument('sizes') ?? '100000,1000000').split(',').map(Number)
const queryCount = Number(argument('queries') ?? 400)
const scanCount = Number(argument('scan-queries') ?? 15)
const pgUrl = argument('pg') ?? process.env.TEST_DATABASE_URL
const keepDir = argument('keep')
const WARMUP = 40
if (sizes.some((size) => !Number.isInteger(size) || size < 1000)) {
  throw new Error('--sizes takes whole numbers of at least 1000, e.g. --sizes=100000')
}

const started = performance.now()
const progress = (step: string) =>
  console.error(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${step}`)

interface Row {
  database: string
  pets: number
  seedSeconds: number
  discover: Latency
  /** SQLite: CPU time of each search (in-process, so all its work); PostgreSQL: not known */
  cpu: Latency | null
  oneBox: Latency
  scan: Latency
}

/** Random searches: who asks, from where, how far, with which filters. */
function searches(owners: readonly UserRow[], count: number) {
  const random = seededRandom(2026)
  const place = placeGenerator(random)
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T
  return Array.from({ length: count }, () => {
    const { latitude, longitude } = place()
    const raw: Record<string, string> = {
      latitude: latitude.toFixed(6),
      longitude: longitude.toFixed(6),
      maxDistance: String(random() < 0.5 ? 50 : 5 * (1 + Math.floor(random() * 20))),
    }
    const filter = random()
    if (filter < 0.15) raw.gender = pick(['male', 'female'])
    else if (filter < 0.3) Object.assign(raw, { ageMin: '2', ageMax: String(3 + pick([0, 3, 8])) })
    else if (filter < 0.4) raw.breed = pick(BREEDS).slice(0, 6)
    else if (filter < 0.5) raw.energyLevel = pick(['low', 'medium', 'high'])
    return { user: pick(owners), query: discoverQuerySchema.parse(raw) }
  })
}

/**
 * The seeded owners, in seeding order ('Dueño N'), whether seeded now or by an earlier run.
 * They search anywhere on the map, which is 'Pasaporte': each counts as premium here.
 */
async function benchOwners(handle: DatabaseHandle): Promise<UserRow[]> {
  const rows = await handle.db
    .selectFrom('users')
    .selectAll()
    .where('email', 'like', '%@bench.example')
    .execute()
  const order = (name: string) => Number(name.slice(name.lastIndexOf(' ') + 1))
  return rows
    .sort((a, b) => order(a.name) - order(b.name))
    .map((row) => ({ ...row, subscription_type: 'premium', subscription_expires_at: null }))
}

async function benchOne(name: string, handle: DatabaseHandle, pets: number): Promise<Row> {
  await migrateToLatest(handle.db)
  await ensurePersonalities(handle.db)
  const random = seededRandom(pets)
  const place = placeGenerator(random)
  const seeded = await handle.db
    .selectFrom('pets')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
  let seedSeconds = 0
  if (Number(seeded.n) === 0) {
    // Seeding only: SQLite's default 2 MB page cache makes a million random-UUID inserts crawl.
    // Put back before measuring, so the figures are the server's (it keeps the default).
    if (handle.dialect === 'sqlite') await sql`pragma cache_size = -524288`.execute(handle.db)
    const seedStart = performance.now()
    await seedPets(handle, {
      pets,
      owners: Math.max(50, Math.round(pets / 300)),
      random,
      place,
      onProgress: (done) => {
        if (done % 100_000 === 0) progress(`${name}: ${done.toLocaleString('en-US')} pets seeded`)
      },
    })
    seedSeconds = (performance.now() - seedStart) / 1000
    if (handle.dialect === 'sqlite') await sql`pragma cache_size = -2000`.execute(handle.db)
    progress(`${name}: ${pets.toLocaleString('en-US')} pets in ${seedSeconds.toFixed(0)} s`)
  } else if (Number(seeded.n) !== pets) {
    throw new Error(`${name}: the kept database holds ${seeded.n} pets, not ${pets}`)
  } else {
    progress(`${name}: reusing ${pets.toLocaleString('en-US')} kept pets`)
  }
  // In service, autovacuum follows a bulk insert and sets the visibility map, which lets
  // PostgreSQL answer from the covering index alone; measure that state, not its absence.
  if (handle.dialect === 'postgres') await sql`vacuum analyze`.execute(handle.db)
  const owners = await benchOwners(handle)

  const repository = createDiscoverRepository(handle.db, handle.dialect)
  const service = createDiscoverService({
    repository,
    cursors: createCursorSeal('bench-only cursor secret, 32+ characters'),
  })
  const list = searches(owners, queryCount + WARMUP)
  // Wall time is what a user waits, but on a busy machine it mostly measures the queue for
  // the CPU: SQLite's CPU time per search (the load average is printed) tells the two apart.
  const cpuTimes: number[] = []
  const discover = await measure(
    list.map(({ user, query }) => async () => {
      const before = process.cpuUsage()
      await service.discover(user, query)
      const used = process.cpuUsage(before)
      cpuTimes.push((used.user + used.system) / 1000)
    }),
    WARMUP,
  )
  const measured = cpuTimes.slice(WARMUP).sort((a, b) => a - b)
  const cpu =
    handle.dialect === 'sqlite'
      ? {
          p50: percentile(measured, 50),
          p95: percentile(measured, 95),
          max: measured.at(-1) ?? Number.NaN,
          runs: measured.length,
        }
      : null
  progress(`${name}: discover measured`)
  const pageQuery = (useIndex: boolean) => (search: { user: UserRow; query: DiscoverQuery }) => {
    const center = { latitude: search.query.latitude ?? 0, longitude: search.query.longitude ?? 0 }
    const radiusKm = search.query.maxDistance ?? 50
    return () =>
      repository.nearby({
        center,
        radiusKm,
        box: boundingBox(center, radiusKm),
        filters: petFiltersOf(search.query),
        exclude: { ownerId: search.user.id, actorKey: `user:${search.user.id}` },
        offset: 0,
        limit: 21,
        useIndex,
      })
  }
  const oneBox = await measure(list.slice(0, scanCount * 4 + 2).map(pageQuery(true)), 2)
  progress(`${name}: one box measured`)
  const scan = await measure(list.slice(0, scanCount + 2).map(pageQuery(false)), 2)
  progress(`${name}: full scan measured`)
  return { database: name, pets, seedSeconds, discover, cpu, oneBox, scan }
}

async function onSqlite(pets: number): Promise<Row> {
  const folder = keepDir ?? mkdtempSync(join(tmpdir(), 'huellitas-bench-'))
  mkdirSync(folder, { recursive: true })
  const handle = openDatabase({ sqlitePath: join(folder, `bench-${pets}.sqlite`) })
  try {
    return await benchOne('SQLite', handle, pets)
  } finally {
    await handle.close()
    if (!keepDir) rmSync(folder, { recursive: true, force: true })
  }
}

/** --keep: the database huellitas_bench_N, created when missing and never dropped. */
async function keptPostgres(adminUrl: string, pets: number): Promise<string> {
  const name = `huellitas_bench_${pets}`
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    // The name is ours (digits only), so interpolating it is safe.
    if (found.rowCount === 0) await client.query(`create database ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function onPostgres(url: string, pets: number): Promise<Row> {
  const database = keepDir ? null : await createTestDatabase(url)
  const databaseUrl = database ? database.url : await keptPostgres(url, pets)
  const handle = openDatabase({ databaseUrl, sqlitePath: '' })
  try {
    return await benchOne('PostgreSQL', handle, pets)
  } finally {
    await handle.close()
    await database?.drop()
  }
}

const fine = (value: number) => value.toFixed(2).padStart(8)
const pair = (latency: Latency) => `${fine(latency.p50)} ${fine(latency.p95)}`

const rows: Row[] = []
const loadBefore = loadavg()[0]?.toFixed(2)
for (const pets of sizes) {
  if (!process.argv.includes('--skip-sqlite')) rows.push(await onSqlite(pets))
  if (process.argv.includes('--skip-pg')) continue
  if (pgUrl) rows.push(await onPostgres(pgUrl, pets))
  else progress('PostgreSQL skipped: pass --pg=postgres://… or set TEST_DATABASE_URL')
}

console.log(
  `\nbench:discover — ${queryCount} searches per row (p50/p95 in ms; one box: ${scanCount * 4}, full scan: ${scanCount})`,
)
console.log(`Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`)
console.log(`load average ${loadBefore} at start, ${loadavg()[0]?.toFixed(2)} at end\n`)
console.log(
  `${'database'.padEnd(11)} ${'pets'.padStart(10)} ${'seed'.padStart(6)}  ` +
    `${'discover p50/p95'.padStart(17)}  ${'its CPU p50/p95'.padStart(17)}  ${'one box p50/p95'.padStart(17)}  ${'full scan p50/p95'.padStart(17)}  target`,
)
for (const row of rows) {
  const met = row.discover.p95 < 10 ? 'met' : 'NOT met'
  console.log(
    `${row.database.padEnd(11)} ${row.pets.toLocaleString('en-US').padStart(10)} ${`${row.seedSeconds.toFixed(0)} s`.padStart(6)}  ` +
      `${pair(row.discover)}  ${row.cpu ? pair(row.cpu) : '—'.padStart(17)}  ${pair(row.oneBox)}  ${pair(row.scan)}  p95 < 10 ms ${met}`,
  )
}
