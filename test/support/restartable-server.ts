import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import type { DatabaseTarget, PreparedDatabase } from './databases.js'
import type { ServerFixture } from './server-fixture.js'
import { startServer, type RunningServer } from './server-process.js'

/**
 * A real server (as useServer) that a test can kill outright and start again on the same data
 * folder and database, the way a crashed process is restarted by its supervisor.
 */
export interface RestartableServer extends ServerFixture {
  /** SIGKILL: no shutdown hook runs, in-flight requests die where they are. */
  kill(): Promise<void>
  /** A new process on the same DATA_DIR (SQLite file, uploads) or PostgreSQL database. */
  restart(): Promise<void>
  /** The DATA_DIR every process of it uses (uploads live in `uploads/`). */
  readonly dataDir: string
}

export function useRestartableServer(
  target: DatabaseTarget,
  options: { env?: Record<string, string> } = {},
): RestartableServer {
  let database: PreparedDatabase | undefined
  let server: RunningServer | undefined
  let dataDir: string | undefined

  const isRunning = (running: RunningServer) =>
    running.process.exitCode === null && running.process.signalCode === null

  beforeAll(async () => {
    database = await target.prepare()
    dataDir = mkdtempSync(join(tmpdir(), 'huellitas-crash-'))
    server = await startServer({
      databaseUrl: database.databaseUrl,
      dataDir,
      env: options.env ?? {},
    })
  })

  afterAll(async () => {
    try {
      if (server && isRunning(server)) await server.stop()
    } finally {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
      await database?.drop()
    }
  })

  const running = (): RunningServer => {
    if (!server) throw new Error('The server is not running (did beforeAll fail?)')
    return server
  }
  return {
    target,
    get server() {
      return running()
    },
    get baseUrl() {
      return running().baseUrl
    },
    get databaseUrl() {
      return database?.databaseUrl
    },
    get dataDir() {
      if (!dataDir) throw new Error('No data folder yet (did beforeAll fail?)')
      return dataDir
    },
    async kill() {
      const current = running()
      current.process.kill('SIGKILL')
      await current.exited
    },
    async restart() {
      if (isRunning(running())) throw new Error('restart() after kill() only')
      server = await startServer({
        databaseUrl: database?.databaseUrl,
        dataDir,
        env: options.env ?? {},
      })
    },
  }
}
