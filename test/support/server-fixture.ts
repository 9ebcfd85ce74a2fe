import { afterAll, beforeAll } from 'vitest'
import type { DatabaseTarget, PreparedDatabase } from './databases.js'
import { startServer, type RunningServer, type StartServerOptions } from './server-process.js'

/**
 * One real server per suite, on the suite's database target: started in beforeAll, stopped
 * (and its database dropped) in afterAll. Stopping asserts a clean exit, so every suite also
 * checks that the server shuts down gracefully.
 */
export interface ServerFixture {
  readonly target: DatabaseTarget
  readonly server: RunningServer
  readonly baseUrl: string
  readonly databaseUrl: string | undefined
}

export function useServer(
  target: DatabaseTarget,
  options: Omit<StartServerOptions, 'databaseUrl'> = {},
): ServerFixture {
  let database: PreparedDatabase | undefined
  let server: RunningServer | undefined

  beforeAll(async () => {
    database = await target.prepare()
    server = await startServer({ ...options, databaseUrl: database.databaseUrl })
  })

  afterAll(async () => {
    try {
      await server?.stop()
    } finally {
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
  }
}
