/**
 * npm run bench:discover -- --http — GET /api/pets/discover over HTTP, as a signed-in client
 * asks for it, beside GET /api/auth/me in the same run (the bare baseline: the same server,
 * session check and JSON answer, no discover work). A benchmark: it prints, asserts nothing.
 *
 * For each database (SQLite in a temporary folder; PostgreSQL in a throwaway database through
 * --pg=URL or TEST_DATABASE_URL) and each data set (the demo data alone; the demo data plus
 * --pets bench pets seeded over Central America, default 100,000), it starts the production
 * server (dist/server/main.js, DEMO_DATA=1), signs in as the demo account Ana Martínez and
 * drives autocannon at --connections (default 20) for --seconds (default 8) on:
 * - /api/auth/me;
 * - discover's first page, the query the swipe home sends (discover.api.ts);
 * - the same page repeated with its ETag (If-None-Match): the 304 a refetch gets.
 * Target: discover ≥ 2,000 req/s with p99 ≤ 50 ms at 20 connections.
 * Needs `npm run build:server`. Options: --pets=N --connections=N --seconds=N --skip-pg
 * --skip-sqlite --skip-large --pg=postgres://… --cpu-prof=DIR (profiles each server).
 * The servers run with the production session cache (SESSION_CACHE_MS 2,000 ms, the default);
 * BENCH_SESSION_CACHE_MS=0 turns it off for an A/B. Beside each figure: the server's CPU per
 * answered request (and the kernel's part of it) and how many requests it answered per sleep
 * of its event loop. The cache made discover slower by letting each request run alone, between
 * other requests' parsing and writing, where without it the batched session read released a
 * turn's requests together; discover now groups a turn's pages itself (discover.service.ts;
 * the measurements are in docs/benchmarks.md).
 */
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import { migrateToLatest, openDatabase } from '../../server/db/database'
import { ensurePersonalities } from '../../server/modules/pets/personalities.repository'
import { seededRandom, seedPets } from '../../test/integration/discover-seed'
import { ANA, demoSession } from '../../test/support/demo-accounts'
import { createTestDatabase } from '../../test/support/postgres'
import { startServer } from '../../test/support/server-process'
import { argument, flag } from './args'
import { mainThreadSleeps, processCpu } from './process-cpu'
import { placeGenerator } from './discover-places'

const largePets = Number(argument('pets') ?? 100_000)
const connections = Number(argument('connections') ?? 20)
const seconds = Number(argument('seconds') ?? 8)
const pgUrl = argument('pg') ?? process.env.TEST_DATABASE_URL
const profileDir = argument('cpu-prof')
/** --cpu-prof=DIR: each server writes DIR/<pid>.cpuprofile at exit (cpu-profile-top.ts reads it). */
const profiling: Record<string, string> = profileDir
  ? {
      BENCH_CPU_PROFILE_DIR: resolve(profileDir),
      NODE_OPTIONS: `--import ${pathToFileURL(fileURLToPath(new URL('./cpu-profile-preload.mjs', import.meta.url))).href}`,
    }
  : {}

const started = performance.now()
const progress = (step: string) =>
  console.error(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${step}`)

interface Load {
  requests: number
  /** the server process's CPU (user + system) per answered request, µs: steady under load */
  cpuMicros: number
  /** the part of cpuMicros spent in the kernel (socket reads and writes, waits) */
  systemMicros: number
  /** requests answered per sleep of the server's event loop: how batched the answers were */
  perSleep: number
  p50: number
  p99: number
  bytes: number
  statuses: string
}

async function load(pid: number, url: string, headers: Record<string, string>): Promise<Load> {
  const cpuBefore = processCpu(pid)
  const sleepsBefore = mainThreadSleeps(pid) ?? Number.NaN
  const result = await autocannon({ url, connections, duration: seconds, headers })
  const cpuAfter = processCpu(pid)
  const user = cpuBefore && cpuAfter ? cpuAfter.user - cpuBefore.user : Number.NaN
  const system = cpuBefore && cpuAfter ? cpuAfter.system - cpuBefore.system : Number.NaN
  const sleeps = (mainThreadSleeps(pid) ?? Number.NaN) - sleepsBefore
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ')
  return {
    requests: result.requests.average,
    cpuMicros: result.requests.total > 0 ? ((user + system) * 1e6) / result.requests.total : 0,
    systemMicros: result.requests.total > 0 ? (system * 1e6) / result.requests.total : 0,
    perSleep: sleeps > 0 ? result.requests.total / sleeps : Number.NaN,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    statuses,
  }
}

interface Row {
  database: string
  pets: string
  me: Load
  discover: Load
  revalidated: Load
  answerBytes: number
  cards: number
}

/** The swipe home's first page (discover.api.ts: discoverSearchParams with default filters). */
const DISCOVER_PATH = '/api/pets/discover?includeDistance=true&limit=20&maxDistance=50'

async function benchServer(
  database: string,
  pets: string,
  databaseUrl: string | undefined,
  large: boolean,
): Promise<Row> {
  const server = await startServer({
    databaseUrl,
    // The production default session cache (the test helper turns it off for suites that
    // change users in SQL behind the server's back; nothing here does), unless an A/B asks.
    env: {
      DEMO_DATA: '1',
      SESSION_CACHE_MS: process.env.BENCH_SESSION_CACHE_MS ?? '2000',
      ...profiling,
    },
    startTimeoutMs: 120_000,
  })
  try {
    // After the start: the server seeds the demo data into an empty database only.
    if (large) {
      progress(`${database}: seeding ${largePets.toLocaleString('en-US')} pets`)
      await seeded(databaseUrl, join(server.dataDir, 'huellitas.sqlite'))
    }
    const { token } = await demoSession(server.baseUrl, ANA)
    const auth = { authorization: `Bearer ${token}` }
    const first = await fetch(server.baseUrl + DISCOVER_PATH, { headers: auth })
    const body = await first.text()
    const etag = first.headers.get('etag')
    const cards = (JSON.parse(body) as { pets: unknown[] }).pets.length
    // Warm-up: JIT, statement caches, the page cache.
    await autocannon({
      url: server.baseUrl + DISCOVER_PATH,
      connections,
      duration: 2,
      headers: auth,
    })
    progress(`${database} ${pets}: /api/auth/me`)
    const pid = server.process.pid ?? 0
    const me = await load(pid, `${server.baseUrl}/api/auth/me`, auth)
    progress(`${database} ${pets}: discover`)
    const discover = await load(pid, server.baseUrl + DISCOVER_PATH, auth)
    progress(`${database} ${pets}: discover revalidated`)
    const revalidated = await load(
      pid,
      server.baseUrl + DISCOVER_PATH,
      etag ? { ...auth, 'if-none-match': etag } : auth,
    )
    return {
      database,
      pets,
      me,
      discover,
      revalidated,
      answerBytes: Buffer.byteLength(body),
      cards,
    }
  } finally {
    await server.stop()
  }
}

async function seeded(databaseUrl: string | undefined, sqlitePath: string): Promise<void> {
  const handle = openDatabase({ databaseUrl, sqlitePath })
  try {
    await migrateToLatest(handle.db)
    await ensurePersonalities(handle.db)
    const random = seededRandom(largePets)
    await seedPets(handle, {
      pets: largePets,
      owners: Math.max(50, Math.round(largePets / 300)),
      random,
      place: placeGenerator(random),
    })
  } finally {
    await handle.close()
  }
}

const largeLabel = `demo + ${largePets.toLocaleString('en-US')}`
const rows: Row[] = []
const loadBefore = loadavg()[0]?.toFixed(2)

const sizes = flag('skip-large') ? [false] : [false, true]
if (!flag('skip-sqlite')) {
  for (const large of sizes) {
    rows.push(await benchServer('SQLite', large ? largeLabel : 'demo', undefined, large))
  }
}
if (!flag('skip-pg') && pgUrl) {
  for (const large of sizes) {
    const database = await createTestDatabase(pgUrl)
    try {
      rows.push(await benchServer('PostgreSQL', large ? largeLabel : 'demo', database.url, large))
    } finally {
      await database.drop()
    }
  }
} else if (!flag('skip-pg')) {
  progress('PostgreSQL skipped: pass --pg=postgres://… or set TEST_DATABASE_URL')
}

const cell = (load: Load) =>
  `${Math.round(load.requests).toLocaleString('en-US').padStart(7)} ${String(load.p50).padStart(4)} ${String(load.p99).padStart(4)}`
const cpu = (load: Load) => `${Math.round(load.cpuMicros)} µs (${Math.round(load.systemMicros)})`
console.log(
  `\nbench:discover --http — autocannon, ${connections} connections, ${seconds} s per figure`,
)
console.log(`Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`)
console.log(`load average ${loadBefore} at start, ${loadavg()[0]?.toFixed(2)} at end\n`)
console.log('req/s, p50 and p99 in ms; target: discover ≥ 2,000 req/s, p99 ≤ 50 ms')
console.log(
  `${'database'.padEnd(11)} ${'pets'.padEnd(15)} ${'/api/auth/me'.padStart(17)}  ${'discover'.padStart(17)}  ${'304 repeat'.padStart(17)}  answer        target`,
)
for (const row of rows) {
  const met = row.discover.requests >= 2000 && row.discover.p99 <= 50 ? 'met' : 'NOT met'
  console.log(
    `${row.database.padEnd(11)} ${row.pets.padEnd(15)} ${cell(row.me)}  ${cell(row.discover)}  ${cell(row.revalidated)}  ` +
      `${(row.answerBytes / 1024).toFixed(1)} KiB/${row.cards} pets  ${met}`,
  )
  console.log(
    `${''.padEnd(27)} server CPU per request (of which kernel): me ${cpu(row.me)}, discover ${cpu(row.discover)}, repeat ${cpu(row.revalidated)}`,
  )
  console.log(
    `${''.padEnd(27)} requests per event-loop sleep: me ${row.me.perSleep.toFixed(1)}, discover ${row.discover.perSleep.toFixed(1)}, repeat ${row.revalidated.perSleep.toFixed(1)}`,
  )
  console.log(
    `${''.padEnd(27)} statuses: me ${row.me.statuses}; discover ${row.discover.statuses}; repeat ${row.revalidated.statuses}`,
  )
}
