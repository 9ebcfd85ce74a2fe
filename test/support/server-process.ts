import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Starts the real production server (`node dist/server/main.js`, what `npm start` runs) as a
 * child process on an ephemeral port with a fresh data folder: no mocks, no in-process tricks.
 * Integration and end-to-end tests both use it.
 */
export const projectRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..')
export const serverEntry = join(projectRoot, 'dist', 'server', 'main.js')

export interface StartServerOptions {
  /** postgres://… to run on PostgreSQL; otherwise a SQLite file in the data folder */
  databaseUrl?: string
  /** Extra environment, applied last (e.g. DEMO_DATA: '1', LOG_LEVEL: 'debug') */
  env?: Record<string, string>
  /** Reuse this data folder (a second node on the same SQLite file); it is then not removed. */
  dataDir?: string
  /** How long to wait for the 'server listening' line. */
  startTimeoutMs?: number
}

export interface ExitInfo {
  code: number | null
  signal: NodeJS.Signals | null
}

export interface RunningServer {
  baseUrl: string
  port: number
  dataDir: string
  process: ChildProcess
  /** Resolves when the process has exited, however that happened. */
  exited: Promise<ExitInfo>
  /** SIGTERM, wait for the exit, remove the data folder. Rejects unless the exit was clean (0). */
  stop(): Promise<void>
  /** Everything the server wrote to stdout and stderr so far (pino JSON lines). */
  logs(): string
}

/**
 * How many `method` requests to exactly `url` the server answered, from its request log (one
 * line each). A line is written after its answer and reaches the test through a pipe, so a write
 * already visible through the API may not be counted yet: poll a count that must grow. `since`
 * counts from that length of logs() (a retry's own requests).
 */
export function requestsAnswered(
  server: Pick<RunningServer, 'logs'>,
  method: string,
  url: string,
  since = 0,
): number {
  return server
    .logs()
    .slice(since)
    .split('\n')
    .filter((line) => line.includes(`"method":"${method}"`) && line.includes(`"url":"${url}"`))
    .length
}

/** Variables of the developer's shell that must not leak into a test server. */
const ISOLATED_VARIABLES = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'REDIS_URL',
  'REDIS_KEY_PREFIX',
  'DEMO_DATA',
  'DEMO_CATALOGUE',
  'DEMO_PICTURE_CACHE',
  'CURRENCY',
  'PAYMENT_PROVIDER',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
  'LOG_LEVEL',
  'STATIC_DIR',
  'TOKEN_TTL_DAYS',
  'LOGIN_MAX_FAILS_PER_EMAIL',
  'LOGIN_MAX_ATTEMPTS_PER_IP',
  'SIGNUP_MAX_PER_IP',
  'SIGNUP_MAX_PER_EMAIL',
  'SOCKET_JOINS_MAX_PER_IP',
  'SOCKET_JOINS_MAX_PER_USER',
  'SESSION_RECHECK_SECONDS',
  'SESSION_CACHE_MS',
  'GROUP_COMMIT_WINDOW_MS',
  'CSP_IMAGE_HOSTS',
  'CSP_TILE_HOSTS',
  'MAP_STYLE_URL',
  'GEOCODER_URL',
  'MAP_PLACES_COUNTRIES',
  'TRUST_PROXY',
  'FREE_DAILY_LIKES',
  'CURSOR_SECRET',
  'PASSWORD_HASH_COST',
  'SMTP_URL',
  'MAIL_FROM',
  'PUBLIC_URL',
  'RESET_MAX_PER_EMAIL',
  'RESET_MAX_PER_IP',
  'EMAIL_CHANGE_MAX_PER_USER',
  'EMAIL_CHANGE_MAX_PER_IP',
]

function baseEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const name of ISOLATED_VARIABLES) delete env[name]
  return env
}

/**
 * Where every server a run starts keeps the demo pictures it renders: a demo seed spent most of
 * its ~7 CPU-seconds rendering the same 126 pictures again, and two dozen e2e files seed one.
 * Under node_modules, so `npm ci` (a clean CI run) starts it empty; entries are keyed by their
 * SVG and encoder, so a stale one is never served (render.ts). The seed's rendering itself stays
 * covered by demo.seed.test.ts, which runs without it.
 */
export const demoPictureCache = join(
  projectRoot,
  'node_modules',
  '.cache',
  'huellitas-demo-pictures',
)

const STOP_TIMEOUT_MS = 15_000
/**
 * A start takes a few seconds alone; with two e2e files seeding demo data at once on CI's two
 * shared cores, starts took over 30 s. A server that cannot start still fails, only later.
 */
const START_TIMEOUT_MS = 60_000

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(serverEntry)) {
    throw new Error(
      `${serverEntry} does not exist: build the server first (npm run build:server, or npm test which builds everything).`,
    )
  }
  const ownsDataDir = options.dataDir === undefined
  const startTimeoutMs = options.startTimeoutMs ?? START_TIMEOUT_MS
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'huellitas-test-'))
  const env: NodeJS.ProcessEnv = {
    ...baseEnvironment(),
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    DEMO_PICTURE_CACHE: demoPictureCache,
    // info is needed for the 'server listening' line; the output is kept, not printed.
    LOG_LEVEL: 'info',
    // Every test client comes from 127.0.0.1, where a real deployment sees one address per
    // device: suites sign up and connect far more users than one address may. The tests of
    // these limits set their own values.
    SIGNUP_MAX_PER_IP: '1000000',
    SOCKET_JOINS_MAX_PER_IP: '10000000',
    SOCKET_JOINS_MAX_PER_USER: '10000000',
    // Suites change users and tokens in SQL behind the server's back (a premium plan, an
    // expiry), which no node hears of: sessions are read on every request unless a suite
    // turns the cache on (session-cache-cluster.test.ts; the benches run with the default).
    SESSION_CACHE_MS: '0',
    // Suites sign up and sign in thousands of users; a standard scrypt hash costs ~250 ms of
    // CPU (a tenth of the integration phase). Hashing itself is tested at its standard cost
    // (password.test.ts, and every in-process test).
    PASSWORD_HASH_COST: 'test',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  }
  const child = spawn(process.execPath, [serverEntry], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })

  let output = ''
  const exited = new Promise<ExitInfo>((resolveExit) => {
    child.once('exit', (code, signal) => resolveExit({ code, signal }))
  })

  const removeDataDir = () => {
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true })
  }

  const port = await new Promise<number>((resolvePort, reject) => {
    let pending = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`The server did not start within ${startTimeoutMs} ms.\n${output}`))
    }, startTimeoutMs)

    child.stdout?.setEncoding('utf8')
    child.stderr?.setEncoding('utf8')
    child.stderr?.on('data', (chunk: string) => {
      output += chunk
    })
    child.stdout?.on('data', (chunk: string) => {
      output += chunk
      pending += chunk
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) {
        const listening = parseListeningLine(line)
        if (listening !== null) {
          clearTimeout(timer)
          resolvePort(listening)
        }
      }
    })
    void exited.then(({ code, signal }) => {
      clearTimeout(timer)
      reject(
        new Error(`The server exited during start (code ${code}, signal ${signal}).\n${output}`),
      )
    })
  }).catch((error: unknown) => {
    removeDataDir()
    throw error
  })

  let stopping: Promise<void> | undefined
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    process: child,
    exited,
    logs: () => output,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
        const timeout = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
        const { code, signal } = await exited
        clearTimeout(timeout)
        removeDataDir()
        if (code !== 0) {
          throw new Error(
            `The server did not exit cleanly (code ${code}, signal ${signal}).\n${output}`,
          )
        }
      })()
      return stopping
    },
  }
}

function parseListeningLine(line: string): number | null {
  if (!line.includes('server listening')) return null
  try {
    const entry = JSON.parse(line) as { msg?: unknown; port?: unknown }
    return entry.msg === 'server listening' && typeof entry.port === 'number' ? entry.port : null
  } catch {
    return null
  }
}

/** A port that is free now: for a server whose origin (PUBLIC_URL) must be known before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolvePort(port))
    })
  })
}
