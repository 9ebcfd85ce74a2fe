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

// Synchronous writes: every line is out before process.exit(), and a closed stdout (EPIPE)
// just silences the logger. The asynchronous default flushes at exit and, on a broken pipe,
// can spin forever there, turning a clean SIGTERM into a hung process.
const log = pino({ level: config.logLevel }, pino.destination({ dest: 1, sync: true }))

process.on('uncaughtException', (error) => {
  log.fatal({ err: error }, 'uncaught exception')
  process.exit(1)
})
process.on('unhandledRejection', (reason) => {
  log.fatal({ err: reason }, 'unhandled promise rejection')
  process.exit(1)
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
  setTimeout(() => {
    log.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'shutdown took too long; exiting')
    process.exit(1)
  }, SHUTDOWN_TIMEOUT_MS).unref()
  try {
    // A signal during start-up waits for the start to finish, then closes what it opened.
    const server = await booting
    await server.close()
    log.info('shutdown complete')
    process.exit(0)
  } catch (error) {
    log.error({ err: error }, 'shutdown failed')
    process.exit(1)
  }
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void shutdown(signal))
}

try {
  await booting
} catch (error) {
  log.fatal({ err: error }, 'server failed to start')
  process.exit(1)
}
