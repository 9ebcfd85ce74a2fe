import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import type { DatabaseTarget, PreparedDatabase } from './databases.js'
import { startServer, type RunningServer } from './server-process.js'

/**
 * Two server processes sharing one database and one Redis, as a scaled deployment runs: started
 * before the enclosing describe's tests and stopped after them, the database dropped last. Each
 * pair gets a fresh Redis key prefix, so counters and rooms of earlier runs on the same Redis
 * stay apart. Returns the two nodes, for use inside tests.
 */
export function twoNodes(
  target: DatabaseTarget,
  redisUrl: string,
  env: Record<string, string> = {},
): (() => readonly [RunningServer, RunningServer]) & {
  /** the shared database's URL (undefined on SQLite: the file in the first node's dataDir) */
  databaseUrl: () => string | undefined
} {
  let database: PreparedDatabase | undefined
  let first: RunningServer | undefined
  let second: RunningServer | undefined

  beforeAll(async () => {
    database = await target.prepare()
    const shared = {
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `huellitas-test-${randomBytes(4).toString('hex')}:`,
      ...env,
    }
    first = await startServer({ databaseUrl: database.databaseUrl, env: shared })
    second = await startServer({
      databaseUrl: database.databaseUrl,
      env: shared,
      dataDir: first.dataDir,
    })
  })

  afterAll(async () => {
    try {
      await second?.stop()
      await first?.stop()
    } finally {
      await database?.drop()
    }
  })

  const nodes = () => {
    if (!first || !second) throw new Error('the nodes did not start')
    return [first, second] as const
  }
  return Object.assign(nodes, { databaseUrl: () => database?.databaseUrl })
}
