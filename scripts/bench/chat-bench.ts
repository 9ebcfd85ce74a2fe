/**
 * npm run bench:chat — a benchmark, not a test: it prints figures and asserts nothing.
 *
 * N sockets (default 1,000) in N/2 conversations (each a real match of two users), every
 * socket joined to its match's room, then messages sent at a fixed total rate (open loop,
 * default 2,000 msg/s for 10 s after a 2 s warm-up); latency is the time from 'send-message'
 * to the other member's 'new-message'. Three setups, one after another in the same run:
 * - baseline: a bare socket.io server (chat-echo-server.ts: same socket.io, no database, no
 *   validation) echoing each message to the room of 2 — socket.io's own cost on this machine;
 * - one node: `node dist/server/main.js` on SQLite, every socket on it;
 * - two nodes: two server processes on one fresh PostgreSQL database (--pg=URL or
 *   TEST_DATABASE_URL) and Redis (--redis=URL, TEST_REDIS_URL or redis://127.0.0.1:6379), each
 *   pair split across the nodes, so every delivery crosses the Redis adapter.
 * Users and tokens are written into the database directly (scrypt makes 1,000 sign-ups take
 * minutes); pets, likes and so the matches go through the REST API (chat-seed.ts). The load
 * generator runs in this process, on the same machine as the servers: the CPU columns say who
 * used the cores during the send window. Target (issue 6): p99 under 50 ms at 2,000 msg/s on
 * one node.
 *
 * Options: --sockets=1000 (even)  --rate=2000  --seconds=10  --warmup=2  --skip-cluster
 * --pg=postgres://…  --redis=redis://…  Needs the server build (npm run build:server).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createTestDatabase } from '../../test/support/postgres'
import { serverEntry, startServer, type RunningServer } from '../../test/support/server-process'
import { runChatLoad, type Conversation, type LoadFigures, type LoadOptions } from './chat-load'
import { matchPairs, seedUsers, type SeededPair } from './chat-seed'

const argument = (name: string) =>
  process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3)
function option(name: string, fallback: number, minimum = 1): number {
  const raw = argument(name)
  const value = raw === undefined ? fallback : Number(raw)
  if (!Number.isInteger(value) || value < minimum) {
    throw new Error(`--${name} must be a whole number of at least ${minimum}`)
  }
  return value
}

const socketCount = option('sockets', 1000, 2)
const rate = option('rate', 2000)
const seconds = option('seconds', 10)
const warmupSeconds = option('warmup', 2, 0)
const skipCluster = process.argv.includes('--skip-cluster')
const pgUrl = argument('pg') ?? process.env.TEST_DATABASE_URL?.trim()
const redisUrl =
  argument('redis') ?? (process.env.TEST_REDIS_URL?.trim() || 'redis://127.0.0.1:6379')
const TARGET_RATE = 2000
const TARGET_P99_MS = 50
if (socketCount % 2 !== 0) throw new Error('--sockets must be even: two per conversation')
if (!existsSync(serverEntry)) {
  console.error(`${serverEntry} is missing: run \`npm run build:server\` first.`)
  process.exit(1)
}

const started = performance.now()
const progress = (step: string) =>
  console.error(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${step}`)
const loadOptions = (serverPids: readonly number[]): LoadOptions => ({
  rate,
  seconds,
  warmupSeconds,
  drainMs: 5000,
  progress,
  serverPids,
})

interface Row {
  setup: string
  figures: LoadFigures | null
  failure: string | null
}

/** The echo server in a process of its own, started like the bench (tsx's loader included). */
async function baseline(): Promise<LoadFigures> {
  const script = fileURLToPath(new URL('./chat-echo-server.ts', import.meta.url))
  const child = spawn(process.execPath, [...process.execArgv, script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.setEncoding('utf8')
      child.stdout.once('data', (line: string) =>
        resolve((JSON.parse(line) as { port: number }).port),
      )
      child.once('exit', (code) => reject(new Error(`the echo server exited (code ${code})`)))
    })
    const url = `http://127.0.0.1:${port}`
    const conversations: Conversation[] = Array.from({ length: socketCount / 2 }, (_, i) => ({
      matchId: `bench-match-${i}`,
      members: [
        { url, token: `a${i}` },
        { url, token: `b${i}` },
      ],
    }))
    return await runChatLoad(conversations, loadOptions(child.pid ? [child.pid] : []))
  } finally {
    child.kill('SIGTERM')
  }
}

/** Problems that do not void a row's figures (a server that exits uncleanly after the load). */
const notes: string[] = []

/**
 * Stops a server; an unclean exit is noted with the server's error lines instead of thrown, so
 * the figures measured before it are still printed.
 */
async function stopServer(label: string, server: RunningServer): Promise<void> {
  try {
    await server.stop()
  } catch (error) {
    const errors = server
      .logs()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line) || line.startsWith('Error'))
      .slice(-3)
      .map((line) => line.slice(0, 400))
    notes.push(`${label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
    notes.push(...errors.map((line) => `  ${line}`))
  }
}

const conversationsOf = (pairs: readonly SeededPair[], urls: readonly [string, string]) =>
  pairs.map((pair) => ({
    matchId: pair.matchId,
    members: [
      { url: urls[0], token: pair.users[0].token },
      { url: urls[1], token: pair.users[1].token },
    ] as const,
  }))

async function oneNode(): Promise<LoadFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'huellitas-chat-bench-'))
  try {
    const users = await seedUsers({ sqlitePath: join(dataDir, 'huellitas.sqlite') }, socketCount)
    const server = await startServer({ dataDir })
    try {
      progress(`one node on SQLite at ${server.baseUrl}`)
      const pairs = await matchPairs(server.baseUrl, users, progress)
      const pids = server.process.pid ? [server.process.pid] : []
      return await runChatLoad(
        conversationsOf(pairs, [server.baseUrl, server.baseUrl]),
        loadOptions(pids),
      )
    } finally {
      await stopServer('one node', server)
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function twoNodes(adminUrl: string): Promise<LoadFigures> {
  const database = await createTestDatabase(adminUrl)
  try {
    const users = await seedUsers({ databaseUrl: database.url, sqlitePath: '' }, socketCount)
    // A fresh key prefix: nothing of an earlier run on the same Redis leaks in.
    const env = {
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `huellitas-bench-${randomBytes(4).toString('hex')}:`,
    }
    const first = await startServer({ databaseUrl: database.url, env })
    try {
      const second = await startServer({ databaseUrl: database.url, env, dataDir: first.dataDir })
      try {
        progress(`two nodes on PostgreSQL + Redis at ${first.baseUrl} and ${second.baseUrl}`)
        const pairs = await matchPairs(first.baseUrl, users, progress)
        const pids = [first.process.pid, second.process.pid].filter((pid) => pid !== undefined)
        return await runChatLoad(
          conversationsOf(pairs, [first.baseUrl, second.baseUrl]),
          loadOptions(pids),
        )
      } finally {
        await stopServer('two nodes, second', second)
      }
    } finally {
      await stopServer('two nodes, first', first)
    }
  } finally {
    await database.drop()
  }
}

async function measureRow(setup: string, run: () => Promise<LoadFigures>): Promise<Row> {
  progress(`${setup}: starting`)
  try {
    return { setup, figures: await run(), failure: null }
  } catch (error) {
    const failure = error instanceof Error ? error.message.split('\n')[0] : String(error)
    progress(`${setup} failed: ${failure}`)
    return { setup, figures: null, failure: failure ?? 'unknown error' }
  }
}

const loadBefore = loadavg()[0]?.toFixed(2)
const rows: Row[] = [await measureRow('baseline: bare socket.io echo', baseline)]
rows.push(await measureRow('one node (SQLite)', oneNode))
if (skipCluster) progress('two nodes skipped (--skip-cluster)')
else if (!pgUrl) progress('two nodes skipped: pass --pg=postgres://… or set TEST_DATABASE_URL')
else rows.push(await measureRow('two nodes (PostgreSQL + Redis)', () => twoNodes(pgUrl)))

const fixed = (value: number, digits = 1) => (Number.isNaN(value) ? '—' : value.toFixed(digits))
const columns = [
  ['setup', 32],
  ['connect', 8],
  ['sent/s', 7],
  ['deliv/s', 7],
  ['p50 ms', 7],
  ['p99 ms', 7],
  ['max ms', 7],
  ['errors', 7],
  ['lost', 6],
  ['server CPU', 10],
  ['bench CPU', 9],
] as const
const line = (cells: readonly string[]) =>
  cells
    .map((cell, i) => (i === 0 ? cell.padEnd(columns[0][1]) : cell.padStart(columns[i]?.[1] ?? 0)))
    .join('  ')

console.log(
  `\nbench:chat — ${socketCount.toLocaleString('en-US')} sockets in ${(socketCount / 2).toLocaleString('en-US')} conversations, ` +
    `${rate.toLocaleString('en-US')} msg/s for ${seconds} s after a ${warmupSeconds} s warm-up (latency: send → other member's new-message)`,
)
console.log(`Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`)
console.log(`load average ${loadBefore} at start, ${loadavg()[0]?.toFixed(2)} at end`)
console.log('CPU columns: cores busy during the send window (servers; this load generator)\n')
console.log(line(columns.map(([name]) => name)))
for (const { setup, figures, failure } of rows) {
  if (!figures) {
    console.log(`${setup.padEnd(columns[0][1])}  failed: ${failure}`)
    continue
  }
  console.log(
    line([
      setup,
      `${fixed(figures.connectMs / 1000)} s`,
      fixed(figures.sentPerSecond, 0),
      fixed(figures.deliveredPerSecond, 0),
      fixed(figures.p50),
      fixed(figures.p99),
      fixed(figures.max),
      String(figures.errors),
      String(figures.lost),
      figures.serverCores === null ? '—' : fixed(figures.serverCores, 2),
      fixed(figures.clientCores, 2),
    ]),
  )
  if (figures.firstError)
    console.log(`${''.padEnd(columns[0][1])}  first error: ${figures.firstError}`)
}

for (const note of notes) console.log(`note: ${note}`)

const single = rows.find((row) => row.setup.startsWith('one node'))?.figures
let verdict: string
if (!single) verdict = 'not measured (the one-node run failed)'
else if (rate < TARGET_RATE) verdict = `not measured (--rate=${rate} is below ${TARGET_RATE})`
else {
  const met =
    single.p99 < TARGET_P99_MS &&
    single.deliveredPerSecond >= TARGET_RATE * 0.99 &&
    single.errors === 0 &&
    single.lost === 0
  verdict = `${met ? 'MET' : 'NOT MET'} (p99 ${fixed(single.p99)} ms, ${fixed(single.deliveredPerSecond, 0)} delivered/s, ${single.errors} errors, ${single.lost} lost)`
}
console.log(
  `\nTarget (issue 6): one node, p99 < ${TARGET_P99_MS} ms at ${TARGET_RATE.toLocaleString('en-US')} msg/s, nothing lost → ${verdict}`,
)
