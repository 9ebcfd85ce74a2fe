import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import type { DatabaseTarget, PreparedDatabase } from './databases.js'
import { startServer, type RunningServer } from './server-process.js'

/**
 * Two server processes sharing one database and one Redis, as a scaled deployment runs: started
 * before the enclosing describe's tests and stopped after them, the database dropped last. Each
 * pair gets a fresh Redis key prefix, so counters and rooms of earlier runs on the same Redis
 * stay apart. Returns the two nodes, for use inside tests. `perNode` adds environment to one node
 * only (applied after `env`).
 */
export function twoNodes(
  target: DatabaseTarget,
  redisUrl: string,
  env: Record<string, string> = {},
  perNode: readonly [Record<string, string>, Record<string, string>] = [{}, {}],
): (() => readonly [RunningServer, RunningServer]) & {
  /** the shared database's URL (undefined on SQLite: the file in the first node's dataDir) */
  databaseUrl: () => string | undefined
  /** SIGKILL of the second node: no shutdown hook runs, whatever it was doing dies there. */
  killSecond: () => Promise<void>
  /** A new second node after killSecond, with the same environment, database and data folder. */
  startSecond: () => Promise<RunningServer>
} {
  let database: PreparedDatabase | undefined
  let first: RunningServer | undefined
  let second: RunningServer | undefined
  let shared: Record<string, string> = {}

  const startSecond = async () => {
    if (!first || !database) throw new Error('the first node did not start')
    second = await startServer({
      databaseUrl: database.databaseUrl,
      env: { ...shared, ...perNode[1] },
      dataDir: first.dataDir,
    })
    return second
  }

  beforeAll(async () => {
    database = await target.prepare()
    shared = {
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `huellitas-test-${randomBytes(4).toString('hex')}:`,
      ...env,
    }
    first = await startServer({
      databaseUrl: database.databaseUrl,
      env: { ...shared, ...perNode[0] },
    })
    await startSecond()
  })

  afterAll(async () => {
    try {
      // A second node killed by the test and not started again has nothing to stop.
      if (second && !second.process.signalCode) await second.stop()
      await first?.stop()
    } finally {
      await database?.drop()
    }
  })

  const nodes = () => {
    if (!first || !second) throw new Error('the nodes did not start')
    return [first, second] as const
  }
  return Object.assign(nodes, {
    databaseUrl: () => database?.databaseUrl,
    killSecond: async () => {
      const [, running] = nodes()
      running.process.kill('SIGKILL')
      await running.exited
    },
    startSecond: async () => {
      const [, running] = nodes()
      if (!running.process.signalCode) {
        throw new Error('startSecond() after killSecond() only')
      }
      return startSecond()
    },
  })
}
