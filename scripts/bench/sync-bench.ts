/**
 * npm run bench:sync — a benchmark, not a test: it prints figures and asserts nothing.
 *
 * A real server (production build, DEMO_DATA=0, a temporary data folder) with one user owning
 * N pets (default 10,000, written straight into its database by the test seeding helper), then:
 * - baseline: the raw REST transfer of the same documents (the pull endpoint paged with fetch,
 *   no RxDB), from Node and from Chromium;
 * - (a) the initial pull into RxDB on fake-indexeddb in Node, through the app's sync engine;
 * - (b) the same into real IndexedDB in headless Chromium (bench page), and the production app
 *   itself, signed in, from navigation until its IndexedDB holds every pet;
 * - (c) the latency of the Mis Mascotas query (p50/p95) over those N pets, in both;
 * - (d) incremental sync: one pet written over REST until another signed-in device (the app's
 *   engine on fake-indexeddb, in Node) holds it (incremental-sync.ts), 40 writes.
 * Targets: in Chromium, the sync engine alone stores ≥ 30,000 docs/s and the production app
 * ≥ 10,000 docs/s from navigation (10,000 pets in 1.0 s); incremental sync p95 ≤ 100 ms.
 *
 * Options: --pets=<n> (default 10000); --runs=<n> Chromium rounds (default 3), each one
 * bench-page pull and one production-app cold start, reported as the median with every sample;
 * --query-runs=<n> (default 50); --skip-node leaves out the Node half (a quicker loop while
 * tuning; the Chromium figures are the target's); --cpu-prof=DIR writes a Chromium CPU profile of
 * the last bench-page pull (unminified bench page; summarise it with cpu-profile-top.ts). Each
 * query series stops after 60 s of runs:
 * fake-indexeddb steps an index cursor in time that grows with the index, so in Node one
 * uncached query over 10,000 pets takes minutes (one run is measured).
 * Needs the production build (npm run build); the npm script runs it first.
 */
import { existsSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import ky from 'ky'
import {
  initialPull,
  myPetsQueryLatency,
  restTransfer,
  type PullFigures,
  type RestFigures,
} from '../../bench/sync-measure'
import { insertPetsDirectly } from '../../test/integration/sync-seed'
import { registerUser } from '../../test/support/api'
import { projectRoot, startServer } from '../../test/support/server-process'
import { argument, flag, option } from './args'
import { chromiumRuns } from './chromium-runs'
import { incrementalSync } from './incremental-sync'
import {
  appLines,
  count,
  latencyLine,
  median,
  ms,
  pullLine,
  pullSamplesLine,
  restLine,
  APP_DOCS_PER_SECOND,
  ENGINE_DOCS_PER_SECOND,
  verdict,
} from './report'

const pets = option('pets', 10_000)
const runs = option('runs', 3)
const queryRuns = option('query-runs', 50)
const skipNode = flag('skip-node')
const cpuProfDir = argument('cpu-prof')

for (const built of ['index.html', 'sw.js', join('server', 'main.js')]) {
  if (!existsSync(join(projectRoot, 'dist', built))) {
    console.error(`dist/${built} is missing: run \`npm run build\` first.`)
    process.exit(1)
  }
}

const log = (line = '') => console.log(line)
const benchStart = performance.now()
/** Where the run is (stderr, so the figures on stdout stay clean). */
const progress = (step: string) =>
  console.error(`[${((performance.now() - benchStart) / 1000).toFixed(1)} s] ${step}`)
log(
  `bench:sync — ${count(pets)} pets, ${runs} Chromium rounds (median reported), ${queryRuns} query runs`,
)
log(`Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`)

// Other processes skew every figure here; the load average says how busy the machine was.
const loadStart = loadavg()[0]?.toFixed(2)
const server = await startServer({ env: { DEMO_DATA: '0' }, startTimeoutMs: 60_000 })
try {
  const owner = await registerUser(server.baseUrl, { name: 'Banco de Pruebas' })
  const userId = owner.user.id
  const apiRoot = `${server.baseUrl}/api`

  const started = performance.now()
  await insertPetsDirectly({ databaseUrl: undefined, server }, userId, pets, 1000)
  log(
    `Seeded ${count(pets)} pets into the server's SQLite database in ${ms(performance.now() - started)}`,
  )

  // (a) and the Node baseline. The first transfer warms the server (not reported).
  const node = skipNode ? null : await nodeRun(apiRoot, server.baseUrl, userId, owner.token)

  progress('Node: incremental sync (one pet written over REST → in another device)')
  const incremental = await incrementalSync(server.baseUrl, 40)

  progress('Chromium: bench page and production app')
  // (b) and (c) in Chromium.
  const chromium = await chromiumRuns(
    server.baseUrl,
    {
      userId,
      token: owner.token,
      session: JSON.stringify({ user: owner.user, token: owner.token }),
    },
    pets,
    runs,
    queryRuns,
    progress,
    cpuProfDir,
  )

  const enginePull = median(chromium.pulls.map((figures) => figures.pullMs))
  const appStored = median(chromium.apps.map((app) => app.storedMs))
  log(`Chromium ${chromium.version} (headless)`)
  log()
  log('Baseline — raw REST transfer (GET /api/sync/pets/pull, 1,000 per page, no RxDB)')
  if (node) log(restLine('Node fetch', node.rest))
  log(restLine('Chromium fetch', chromium.rest))
  log(restLine('Chromium fetch + bare puts', medianRest(chromium.rawStores)))
  log(
    `                                            runs: ${chromium.rawStores.map((figures) => ms(figures.ms)).join(', ')} (one IndexedDB record per document, no index, no RxDB: the floor)`,
  )
  log()
  log('Initial pull into RxDB through the app’s sync engine (replication over REST + socket.io)')
  if (node) log(pullLine('(a) Node, fake-indexeddb', node.figures))
  log(pullLine(`(b) Chromium, IndexedDB`, medianPull(chromium.pulls)))
  log(pullSamplesLine(chromium.pulls))
  for (const line of appLines(
    '(b) Chromium, production app',
    pets,
    chromium.apps,
    chromium.rest.chars,
  ))
    log(line)
  log()
  log(`(c) Mis Mascotas query (observeMyPets: owner’s pets sorted + outbox), first answer`)
  if (node) log(latencyLine('Node, uncached', node.query.uncached))
  if (node) log(latencyLine('Node, cached', node.query.cached))
  log(latencyLine('Chromium, uncached', chromium.query.uncached))
  log(latencyLine('Chromium, cached', chromium.query.cached))
  log()
  log('(d) Incremental sync: one pet created over REST until it is in another signed-in device')
  log(
    `  Node, fake-indexeddb         p50 ${ms(incremental.p50)}   p95 ${ms(incremental.p95)}   ` +
      `max ${ms(incremental.max)}   (${incremental.runs} writes; target p95 ≤ 100 ms)`,
  )
  log()
  const appTarget = (pets / APP_DOCS_PER_SECOND) * 1000
  const engineTarget = (pets / ENGINE_DOCS_PER_SECOND) * 1000
  log(
    `Targets in Chromium (medians of ${runs}): the engine alone ≥ ${count(ENGINE_DOCS_PER_SECOND)} docs/s ` +
      `(${ms(engineTarget)}), the production app from navigation ≥ ${count(APP_DOCS_PER_SECOND)} docs/s (${ms(appTarget)})`,
  )
  log(verdict('bench page (engine start → all in IndexedDB)', enginePull, engineTarget))
  log(verdict('production app (navigation → all in IndexedDB)', appStored, appTarget))
  log(
    `Load average (1 min) at start ${loadStart}, at end ${loadavg()[0]?.toFixed(2)} on ${cpus().length} cores`,
  )
} finally {
  await server.stop()
}

/** The median time of several runs over the same pages. */
function medianRest(runs: readonly RestFigures[]): RestFigures {
  const first = runs[0]
  if (!first) throw new Error('no runs')
  return { ...first, ms: median(runs.map((figures) => figures.ms)) }
}

/** The median figures of several bench-page pulls (each figure's own median). */
function medianPull(pulls: readonly PullFigures[]): PullFigures {
  return {
    documents: pulls[0]?.documents ?? 0,
    openMs: median(pulls.map((figures) => figures.openMs)),
    pullMs: median(pulls.map((figures) => figures.pullMs)),
    inSyncMs: median(pulls.map((figures) => figures.inSyncMs)),
  }
}

/** The Node half: raw transfer, initial pull into fake-indexeddb, the query over it. */
async function nodeRun(apiRoot: string, socketUrl: string, userId: string, token: string) {
  progress('Node: raw transfer and initial pull into fake-indexeddb')
  await restTransfer(apiRoot, token)
  const rest = await restTransfer(apiRoot, token)
  const { figures, database } = await initialPull({
    userId,
    token,
    http: ky.create({ prefixUrl: apiRoot, timeout: 30_000, retry: 0 }),
    socketUrl,
    expected: pets,
    // One IDBFactory of its own: a fresh, empty device.
    database: {
      indexedDb: { indexedDB: new IDBFactory(), IDBKeyRange },
      multiInstance: false,
      name: `bench-node-${Date.now()}`,
    },
  })
  progress('Node: Mis Mascotas query (on fake-indexeddb the first, uncached run takes minutes)')
  const query = await myPetsQueryLatency(database, userId, queryRuns)
  await database.close()
  return { rest, figures, query }
}
