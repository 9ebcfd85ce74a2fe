/**
 * npm run bench:chat — a benchmark, not a test: it prints figures and asserts nothing.
 *
 * What the app does to chat: N devices (default 1,000) in N/2 conversations (each a real
 * match of two users), every device's socket joined to its match room; then messages are sent
 * the app's way, POST /api/matches/{id}/messages with a client-made id and an Idempotency-Key
 * over keep-alive connections (chat-post.ts), at a fixed total rate (open loop, each rate for
 * --seconds after a --warmup); latency is from just before the POST to the first 'sync:change'
 * carrying the message at the other member's socket ('new-message' is timed beside it).
 * Setups, one after another in the same run, each at every rate:
 * - baseline: bare HTTP + socket.io (chat-echo-server.ts: no database, no validation) — the
 *   cost of HTTP and socket.io alone on this machine;
 * - one node: `node dist/server/main.js` on SQLite, every device on it;
 * - two nodes: two server processes on one fresh PostgreSQL database (--pg=URL or
 *   TEST_DATABASE_URL) and Redis (--redis=URL, TEST_REDIS_URL or redis://127.0.0.1:6379), each
 *   pair split across the nodes, so every delivery crosses the Redis adapter.
 * Users and tokens are written into the database directly (scrypt makes 1,000 sign-ups take
 * minutes); pets, likes and so the matches go through the REST API (chat-seed.ts). The devices
 * run in this process, on the same machine as the servers: the CPU columns say who used the
 * cores. --cpu-prof=DIR profiles the real servers into DIR while the rates run, not the seeding
 * (cpu-profile-preload.mjs; summarise with cpu-profile-top.ts).
 *
 * Options: --sockets=1000 (even)  --rates=500,1000,2000  --seconds=10  --warmup=2
 * --setups=baseline,one,two  --skip-cluster  --pg=postgres://…  --redis=redis://…  --cpu-prof=DIR
 * --timeline (each second's delivery p50/p99/max, to place a stall)
 * BENCH_GROUP_COMMIT_WINDOW_MS=0 runs the servers without the group-commit window, for an A/B;
 * BENCH_SESSION_CACHE_MS=N with another session cache time (the default is the production 2,000).
 * Needs the server build (npm run build:server).
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import pg from 'pg'
import { createTestDatabase } from '../../test/support/postgres'
import { serverEntry, startServer, type RunningServer } from '../../test/support/server-process'
import { argument, flag, option, wholeNumber } from './args'
import type { Conversation } from './chat-clients'
import { openChatLoad } from './chat-load'
import { matchPairs, seedUsers, type SeededPair } from './chat-seed'
import { printTable, type Row } from './chat-table'

const socketCount = option('sockets', 1000, 2)
const rates = (argument('rates') ?? '500,1000,2000')
  .split(',')
  .map((r) => wholeNumber('rates', r, 1))
const seconds = option('seconds', 10)
const warmupSeconds = option('warmup', 2, 0)
const setups = new Set((argument('setups') ?? 'baseline,one,two').split(','))
if (flag('skip-cluster')) setups.delete('two')
const pgUrl = argument('pg') ?? process.env.TEST_DATABASE_URL?.trim()
const redisUrl =
  argument('redis') ?? (process.env.TEST_REDIS_URL?.trim() || 'redis://127.0.0.1:6379')
const profileDir = argument('cpu-prof')
if (socketCount % 2 !== 0) throw new Error('--sockets must be even: two per conversation')
if (!existsSync(serverEntry)) {
  console.error(`${serverEntry} is missing: run \`npm run build:server\` first.`)
  process.exit(1)
}
// The servers' own environment: a profile per process, written when it exits.
const preload = fileURLToPath(new URL('./cpu-profile-preload.mjs', import.meta.url))
const profileEnv: Record<string, string> = {
  // The production default (the test harness turns the session cache off), unless an A/B asks.
  SESSION_CACHE_MS: process.env.BENCH_SESSION_CACHE_MS ?? '2000',
  // The production default; BENCH_GROUP_COMMIT_WINDOW_MS=0 batches one turn's writes only (A/B).
  GROUP_COMMIT_WINDOW_MS: process.env.BENCH_GROUP_COMMIT_WINDOW_MS ?? '2',
  ...(profileDir
    ? {
        NODE_OPTIONS: `--import ${pathToFileURL(preload).href}`,
        BENCH_CPU_PROFILE_DIR: resolve(profileDir),
      }
    : {}),
}

const started = performance.now()
const progress = (step: string) =>
  console.error(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${step}`)

/** Problems that do not void a row's figures (a server that exits uncleanly after the load). */
const notes: string[] = []

/** Every rate in turn on the same servers and devices; a failure voids that setup's rows. */
async function measure(
  setup: string,
  conversations: readonly Conversation[],
  pids: readonly (number | undefined)[],
  options: { profiled: boolean; databaseTransactions?: () => Promise<number> },
): Promise<Row[]> {
  const { profiled, databaseTransactions } = options
  const load = await openChatLoad(conversations, progress)
  const rows: Row[] = []
  // Profiles cover the rates only: the seeding before them is mostly sign-ups and pets.
  if (profiled) for (const pid of pids) if (pid !== undefined) process.kill(pid, 'SIGUSR2')
  try {
    for (const rate of rates) {
      const serverPids = pids.filter((pid) => pid !== undefined)
      const options = {
        ...{ rate, seconds, warmupSeconds, drainMs: 5000, progress, serverPids },
        timeline: flag('timeline'),
        ...(databaseTransactions ? { databaseTransactions } : {}),
      }
      rows.push({ setup, rate, figures: await load.run(options), failure: null })
      // A breath between rates: the last one's stragglers must not count against the next.
      await sleep(1000)
    }
  } finally {
    load.close()
  }
  return rows
}

/** The echo server in a process of its own, started like the bench (tsx's loader included). */
async function baseline(setup: string): Promise<Row[]> {
  const script = fileURLToPath(new URL('./chat-echo-server.ts', import.meta.url))
  const child = spawn(process.execPath, [...process.execArgv, script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    const port = await new Promise<number>((resolvePort, reject) => {
      child.stdout.setEncoding('utf8')
      child.stdout.once('data', (line: string) =>
        resolvePort((JSON.parse(line) as { port: number }).port),
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
    return await measure(setup, conversations, [child.pid], { profiled: false })
  } finally {
    child.kill('SIGTERM')
  }
}

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

async function oneNode(setup: string): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'huellitas-chat-bench-'))
  try {
    const users = await seedUsers({ sqlitePath: join(dataDir, 'huellitas.sqlite') }, socketCount)
    const server = await startServer({ dataDir, env: profileEnv })
    try {
      progress(`one node on SQLite at ${server.baseUrl}`)
      const pairs = await matchPairs(server.baseUrl, users, progress)
      const urls = [server.baseUrl, server.baseUrl] as const
      return await measure(setup, conversationsOf(pairs, urls), [server.process.pid], {
        profiled: Boolean(profileDir),
      })
    } finally {
      await stopServer('one node', server)
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function twoNodes(setup: string, adminUrl: string): Promise<Row[]> {
  const database = await createTestDatabase(adminUrl)
  try {
    const users = await seedUsers({ databaseUrl: database.url, sqlitePath: '' }, socketCount)
    // A fresh key prefix: nothing of an earlier run on the same Redis leaks in.
    const env = {
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `huellitas-bench-${randomBytes(4).toString('hex')}:`,
      ...profileEnv,
    }
    const first = await startServer({ databaseUrl: database.url, env })
    try {
      const second = await startServer({ databaseUrl: database.url, env, dataDir: first.dataDir })
      try {
        progress(`two nodes on PostgreSQL + Redis at ${first.baseUrl} and ${second.baseUrl}`)
        const pairs = await matchPairs(first.baseUrl, users, progress)
        const urls = [first.baseUrl, second.baseUrl] as const
        const pids = [first.process.pid, second.process.pid]
        const stats = new pg.Client({ connectionString: database.url })
        await stats.connect()
        try {
          return await measure(setup, conversationsOf(pairs, urls), pids, {
            profiled: Boolean(profileDir),
            databaseTransactions: () => transactionsOf(stats),
          })
        } finally {
          await stats.end()
        }
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

/**
 * Transactions committed in the bench's database so far. Backends report their counts to the
 * statistics about once a second, so the snapshot is taken fresh and a little late is fine.
 */
async function transactionsOf(client: pg.Client): Promise<number> {
  await sleep(1100)
  await client.query('select pg_stat_clear_snapshot()')
  const result = await client.query<{ count: string }>(
    'select xact_commit as count from pg_stat_database where datname = current_database()',
  )
  return Number(result.rows[0]?.count ?? 0)
}

async function measureSetup(setup: string, run: (setup: string) => Promise<Row[]>) {
  progress(`${setup}: starting`)
  try {
    return await run(setup)
  } catch (error) {
    const failure = (error instanceof Error ? error.message.split('\n')[0] : String(error)) ?? ''
    progress(`${setup} failed: ${failure}`)
    return rates.map((rate) => ({ setup, rate, figures: null, failure }))
  }
}

const loadBefore = loadavg()[0] ?? 0
const rows: Row[] = []
if (setups.has('baseline'))
  rows.push(...(await measureSetup('baseline: HTTP + socket.io', baseline)))
if (setups.has('one')) rows.push(...(await measureSetup('one node (SQLite)', oneNode)))
if (!setups.has('two')) progress('two nodes skipped')
else if (!pgUrl) progress('two nodes skipped: pass --pg=postgres://… or set TEST_DATABASE_URL')
else {
  const setup = 'two nodes (PostgreSQL + Redis)'
  rows.push(...(await measureSetup(setup, (name) => twoNodes(name, pgUrl))))
}

const conversations = (socketCount / 2).toLocaleString('en-US')
printTable(
  rows,
  [
    `bench:chat — ${socketCount.toLocaleString('en-US')} devices in ${conversations} conversations, ` +
      `each rate for ${seconds} s after a ${warmupSeconds} s warm-up`,
  ],
  loadBefore,
)
for (const note of notes) console.log(`note: ${note}`)
