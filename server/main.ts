import { pino } from 'pino'
import { boot, type RunningServer } from './boot.js'
import { ConfigError, loadConfig, type AppConfig } from './config.js'

/**
 * `node dist/server/main.js` (what `npm start` runs): read the environment, start, and stop
 * cleanly on SIGTERM/SIGINT so a deploy or Ctrl-C never cuts a request in half.
 */
const SHUTDOWN_TIMEOUT_MS = 10_000

let config: AppConfig
try {
  config = loadConfig()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  process.stderr.write(`${error.message}\n`)
  process.exit(1)
}

// Asynchronous writes: a synchronous logger whose reader falls behind (a busy log collector, a
// full pipe) sleeps in the event loop until the pipe drains, and every request waits with it
// (bench:chat at 2,000 msg/s spent a seventh of its time there). Lines wait in memory instead,
// up to LOG_BUFFER_MAX bytes; past that they are dropped, not the server. A closed stdout
// (EPIPE) silences the logger. Before process.exit() the buffer is flushed once, synchronously:
// every line of an orderly exit is out, and a broken pipe cannot hold the exit.
const LOG_BUFFER_MAX = 16 * 1024 * 1024
const logDestination = pino.destination({ dest: 1, sync: false, maxLength: LOG_BUFFER_MAX })
logDestination.on('error', () => {})
const log = pino({ level: config.logLevel }, logDestination)

function exit(code: number): never {
  try {
    logDestination.flushSync()
  } catch {
    // Nowhere to write to: exit all the same.
  }
  process.exit(code)
}

process.on('uncaughtException', (error) => {
  log.fatal({ err: error }, 'uncaught exception')
  exit(1)
})
process.on('unhandledRejection', (reason) => {
  log.fatal({ err: reason }, 'unhandled promise rejection')
  exit(1)
})

// The handlers go in before the server starts: the parent may send SIGTERM the moment it reads
// 'server listening', and a signal that arrives before Node has a handler for it kills the
// process outright (signal SIGTERM, no clean exit), mid-write included.
const booting: Promise<RunningServer> = boot(config, log)

let shuttingDown = false
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (shuttingDown) return
  shuttingDown = true
  log.info({ signal }, 'shutting down')
  let server: RunningServer | undefined
  setTimeout(() => {
    // What was still open says what held the shutdown (an unfinished request's socket, a timer).
    log.error(
      {
        timeoutMs: SHUTDOWN_TIMEOUT_MS,
        waitingFor: server?.closingStep() ?? 'start-up',
        activeResources: process.getActiveResourcesInfo(),
      },
      'shutdown took too long; exiting',
    )
    exit(1)
  }, SHUTDOWN_TIMEOUT_MS).unref()
  try {
    // A signal during start-up waits for the start to finish, then closes what it opened.
    server = await booting
    await server.close()
    log.info('shutdown complete')
    exit(0)
  } catch (error) {
    log.error({ err: error }, 'shutdown failed')
    exit(1)
  }
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void shutdown(signal))
}

try {
  await booting
} catch (error) {
  log.fatal({ err: error }, 'server failed to start')
  exit(1)
}
