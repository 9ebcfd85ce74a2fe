/**
 * npm run bench:lost — a benchmark, not a test: it prints figures and asserts nothing.
 *
 * For each size (default 100,000 alerts) and each database (SQLite in a temporary folder;
 * PostgreSQL in a throwaway database through --pg=URL or TEST_DATABASE_URL), it migrates a
 * fresh schema, bulk-seeds alerts over Central America (discover-places.ts: dense cities,
 * sparse countryside; 60 % active, 20 % found, 20 % expired, created over 60 days) and a few
 * hundred located users whose `lostPets` sets are built by the real code (refreshUser), then
 * measures through the service layer:
 * - nearby: GET /api/lost-pets's work (validation excluded) for random centres, the default
 *   25 km feed radius and random filters, through the spatial index;
 * - full scan: the same page query without the index, in the same run (the baseline);
 * - feed: a first pull of the `lostPets` feed (a full page, 200 documents) for a random user;
 * - catch-up: a pull from a checkpoint a few changes behind (what a connected device does);
 * - move: rebuilding a user's set after their saved location moved (refreshUser);
 * - candidates: an owner's 'Posibles coincidencias' among as many found reports and sightings
 *   as alerts (lost-candidates.ts).
 * Target: nearby and feed p95 under 10 ms, candidates under 20 ms, on both databases.
 *
 * Options: --sizes=100000  --queries=300 (after 30 warm-up)  --scan-queries=15
 * --users=300  --pg=postgres://…  --skip-pg  --skip-sqlite
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { pino } from 'pino'
import { lostPetsQuerySchema } from '../../server/contract/lost-pets.contract'
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/db/database'
import { createGroupCommit } from '../../server/db/group-commit'
import { createIdempotencyLedger } from '../../server/http/idempotency-ledger'
import { createIdempotencyRepository } from '../../server/http/idempotency.repository'
import { createQueuedWrites } from '../../server/http/queued-writes'
import { createLostPetsModule } from '../../server/modules/lost-pets/index'
import { createLostPetsRepository } from '../../server/modules/lost-pets/lost-pets.repository'
import { seededRandom } from '../../test/integration/discover-seed'
import { createTestDatabase } from '../../test/support/postgres'
import { argument, flag } from './args'
import { measure, placeGenerator, type Latency } from './discover-places'
import { benchCandidates, seedFoundAndSightings } from './lost-candidates'

const sizes = (argument('sizes') ?? '100000').split(',').map(Number)
const queryCount = Number(argument('queries') ?? 300)
const scanCount = Number(argument('scan-queries') ?? 15)
const userCount = Number(argument('users') ?? 300)
const pgUrl = argument('pg') ?? process.env.TEST_DATABASE_URL
const WARMUP = 30
const DAY = 86_400_000

const started = performance.now()
const progress = (step: string) =>
  console.error(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${step}`)

interface Row {
  database: string
  alerts: number
  seedSeconds: number
  nearby: Latency
  scan: Latency
  feed: Latency
  catchUp: Latency
  move: Latency
  candidates: Latency
}

async function seed(handle: DatabaseHandle, count: number, random: () => number) {
  const place = placeGenerator(random)
  const now = Date.now()
  const users = Array.from({ length: userCount }, (_, index) => ({
    id: `bench-user-${index}`,
    email: `lost-${index}@bench.example`,
    email_normalized: `lost-${index}@bench.example`,
    name: `Vecino ${index}`,
    password_hash: 'x',
    share_location: 1,
    subscription_type: 'free' as const,
    is_demo: 0,
    created_at: new Date(now).toISOString(),
    updated_at: new Date(now).toISOString(),
    ...place(),
  }))
  for (let start = 0; start < users.length; start += 100) {
    await handle.db
      .insertInto('users')
      .values(users.slice(start, start + 100))
      .execute()
  }
  const species = ['dog', 'dog', 'dog', 'cat', 'cat', 'bird', 'other']
  const urgency = ['low', 'medium', 'high', 'critical'] as const
  const batch = 400
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, offset) => {
      const index = start + offset
      const created = now - random() * 60 * DAY
      const kind = random()
      const type = species[Math.floor(random() * species.length)] ?? 'dog'
      const { latitude, longitude } = place()
      return {
        id: `bench-alert-${index}`,
        pet_id: null,
        reporter_id: users[index % users.length]?.id ?? 'bench-user-0',
        owner_id: null,
        name: `Mascota ${index}`,
        breed: 'Mestizo',
        species: type,
        pet_type: type,
        photos: '[]',
        latitude,
        longitude,
        last_seen_location: `Colonia ${index % 500}`,
        last_seen_date: new Date(created).toISOString().slice(0, 10),
        last_seen_time: '08:00',
        urgency_level: urgency[index % 4] ?? 'medium',
        reward: null,
        description: 'Se perdió cerca del parque.',
        contact_phone: '+503 7000 0000',
        contact_email: null,
        additional_notes: null,
        search_text: `mascota ${index} mestizo colonia ${index % 500}`,
        status: kind < 0.2 ? ('found' as const) : ('active' as const),
        expires_at: new Date(kind > 0.8 ? now - DAY : created + 60 * DAY + DAY).toISOString(),
        expiry_swept: kind > 0.8 ? 1 : 0,
        created_at: new Date(created).toISOString(),
        updated_at: new Date(created).toISOString(),
      }
    })
    await handle.db.insertInto('lost_pets').values(rows).execute()
    if ((start + batch) % 50_000 === 0) progress(`${start + batch} alerts seeded`)
  }
  return users.map((user) => user.id)
}

async function benchOne(name: string, handle: DatabaseHandle, count: number): Promise<Row> {
  await migrateToLatest(handle.db)
  const random = seededRandom(count)
  const seedStart = performance.now()
  const users = await seed(handle, count, random)
  const uploads = mkdtempSync(join(tmpdir(), 'huellitas-lost-bench-'))
  const module = createLostPetsModule({
    database: handle,
    uploadsDir: uploads,
    broadcaster: { publish: () => undefined },
    // The module's writes (none in this bench, which reads) go through the app's group commit.
    writes: createQueuedWrites(
      createGroupCommit(
        handle.writer,
        createIdempotencyLedger({
          repository: createIdempotencyRepository(handle.db),
          owner: () => 'lost-bench',
        }),
      ),
    ),
    feedRadiusKm: 25,
    sweepEveryMs: 60_000,
    log: pino({ level: 'silent' }),
  })
  for (const userId of users) await module.onLocationChanged(userId)
  await seedFoundAndSightings(handle, count, random, users, count)
  const seedSeconds = (performance.now() - seedStart) / 1000
  if (handle.dialect === 'postgres') await sql`vacuum analyze`.execute(handle.db)
  progress(`${name}: ${count} alerts and ${users.length} feeds in ${seedSeconds.toFixed(0)} s`)

  const place = placeGenerator(seededRandom(7))
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T
  const queries = Array.from({ length: queryCount + WARMUP }, () => {
    const { latitude, longitude } = place()
    const raw: Record<string, string> = {
      lat: latitude.toFixed(6),
      lng: longitude.toFixed(6),
      distance: '25',
    }
    const filter = random()
    if (filter < 0.2) raw.urgency = pick(['low', 'medium', 'high', 'critical'])
    else if (filter < 0.4) raw.petType = pick(['dog', 'cat', 'bird', 'other'])
    else if (filter < 0.5) raw.timeframe = pick(['24h', '3d', '7d', '30d'])
    else if (filter < 0.55) raw.status = 'found'
    return { userId: pick(users), query: lostPetsQuerySchema.parse(raw) }
  })
  const nearby = await measure(
    queries.map(
      ({ userId, query }) =>
        () =>
          module.lostPets.list(userId, query),
    ),
    WARMUP,
  )
  progress(`${name}: nearby measured`)
  const alerts = createLostPetsRepository(handle.db, handle.dialect)
  const iso = new Date().toISOString()
  const scan = await measure(
    queries.slice(0, scanCount + 2).map(
      ({ query }) =>
        () =>
          alerts.nearest(
            { latitude: query.lat ?? 0, longitude: query.lng ?? 0 },
            25,
            { status: query.status, urgency: query.urgency, petType: query.petType, now: iso },
            21,
            undefined,
            false,
          ),
    ),
    2,
  )
  progress(`${name}: full scan measured`)
  const feed = await measure(
    queries.map(
      ({ userId }) =>
        () =>
          module.lostPets.pull(userId, 0, 200),
    ),
    WARMUP,
  )
  progress(`${name}: feed measured`)
  // The common pull: a device that is up to date but for the last few changes.
  const checkpoints = new Map<string, number>()
  for (const userId of users) {
    const recent = await handle.db
      .selectFrom('lost_pet_audience')
      .select('seq')
      .where('user_id', '=', userId)
      .orderBy('seq', 'desc')
      .limit(5)
      .execute()
    checkpoints.set(userId, Math.max(0, Number(recent.at(-1)?.seq ?? 1) - 1))
  }
  const catchUp = await measure(
    queries.map(
      ({ userId }) =>
        () =>
          module.lostPets.pull(userId, checkpoints.get(userId) ?? 0, 200),
    ),
    WARMUP,
  )
  const moves = users.slice(0, 40).map((userId) => async () => {
    const { latitude, longitude } = place()
    await handle.db
      .updateTable('users')
      .set({ latitude, longitude })
      .where('id', '=', userId)
      .execute()
    await module.onLocationChanged(userId)
  })
  const move = await measure(moves, 5)
  progress(`${name}: moves measured`)
  const candidates = await benchCandidates(handle, queryCount, WARMUP, random)
  progress(`${name}: candidates measured`)
  rmSync(uploads, { recursive: true, force: true })
  return {
    database: name,
    alerts: count,
    seedSeconds,
    nearby,
    scan,
    feed,
    catchUp,
    move,
    candidates,
  }
}

async function onSqlite(count: number): Promise<Row> {
  const folder = mkdtempSync(join(tmpdir(), 'huellitas-lost-bench-db-'))
  const handle = openDatabase({ sqlitePath: join(folder, `lost-${count}.sqlite`) })
  try {
    return await benchOne('SQLite', handle, count)
  } finally {
    await handle.close()
    rmSync(folder, { recursive: true, force: true })
  }
}

async function onPostgres(url: string, count: number): Promise<Row> {
  const database = await createTestDatabase(url)
  const handle = openDatabase({ databaseUrl: database.url, sqlitePath: '' })
  try {
    return await benchOne('PostgreSQL', handle, count)
  } finally {
    await handle.close()
    await database.drop()
  }
}

const fine = (value: number) => value.toFixed(2).padStart(8)
const pair = (latency: Latency) => `${fine(latency.p50)} ${fine(latency.p95)}`

const rows: Row[] = []
const loadBefore = loadavg()[0]?.toFixed(2)
for (const count of sizes) {
  if (!flag('skip-sqlite')) rows.push(await onSqlite(count))
  if (flag('skip-pg')) continue
  if (pgUrl) rows.push(await onPostgres(pgUrl, count))
  else progress('PostgreSQL skipped: pass --pg=postgres://… or set TEST_DATABASE_URL')
}

console.log(
  `\nbench:lost — ${queryCount} queries per row (p50/p95 in ms; full scan: ${scanCount}; move: 35)`,
)
console.log(`Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`)
console.log(`load average ${loadBefore} at start, ${loadavg()[0]?.toFixed(2)} at end\n`)
console.log(
  `${'database'.padEnd(11)} ${'alerts'.padStart(9)} ${'seed'.padStart(6)}  ` +
    `${'nearby p50/p95'.padStart(17)}  ${'full scan p50/p95'.padStart(17)}  ${'feed p50/p95'.padStart(17)}  ${'catch-up p50/p95'.padStart(17)}  ${'move p50/p95'.padStart(17)}  ${'candidates p50/p95'.padStart(18)}  target`,
)
for (const row of rows) {
  const met =
    row.nearby.p95 < 10 && row.feed.p95 < 10 && row.candidates.p95 < 20 ? 'met' : 'NOT met'
  console.log(
    `${row.database.padEnd(11)} ${row.alerts.toLocaleString('en-US').padStart(9)} ${`${row.seedSeconds.toFixed(0)} s`.padStart(6)}  ` +
      `${pair(row.nearby)}  ${pair(row.scan)}  ${pair(row.feed)}  ${pair(row.catchUp)}  ${pair(row.move)}  ${pair(row.candidates)}  p95 < 10 ms (candidates 20) ${met}`,
  )
}
