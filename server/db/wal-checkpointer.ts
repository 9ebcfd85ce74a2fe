import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import type { Database as SqliteDatabase } from 'better-sqlite3'

/** How often the worker copies the WAL back into the database file. */
const CHECKPOINT_EVERY_MS = 250
/** SQLite's own default, restored if the worker is gone. */
const AUTO_CHECKPOINT_PAGES = 1000

// CommonJS source: an eval'd worker cannot be an ES module.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const db = new Database(workerData.path)
db.pragma('busy_timeout = 1000')
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch {
    // Busy or locked: the next round tries again.
  }
}, workerData.everyMs)
parentPort.once('message', () => {
  clearInterval(timer)
  db.close()
  parentPort.close()
})
`

/**
 * Moves SQLite's WAL checkpoints off the event loop. By default the commit that fills the WAL
 * to 1,000 pages runs the checkpoint itself, fsync included: tens of milliseconds during which
 * a node serves nothing (the chat's p99 under load). Here the main connection never
 * checkpoints; a worker thread with its own connection does it every CHECKPOINT_EVERY_MS in
 * PASSIVE mode, which never blocks writers. Should the worker die, the main connection goes
 * back to checkpointing itself, so the WAL cannot grow without bound.
 */
export function startWalCheckpointer(sqlite: SqliteDatabase, path: string) {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  sqlite.pragma('wal_autocheckpoint = 0')
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: { driver, path, everyMs: CHECKPOINT_EVERY_MS },
  })
  let stopping = false
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
  const fallBack = () => {
    if (!stopping && sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`)
  }
  worker.once('error', fallBack)
  worker.once('exit', fallBack)
  // Never what keeps the process alive.
  worker.unref()
  return {
    /** Stops the worker; call before closing the main connection. */
    async stop(): Promise<void> {
      stopping = true
      // Held while it closes: with nothing else left the process would end before the close.
      worker.ref()
      worker.postMessage('stop')
      await exited
    },
  }
}
