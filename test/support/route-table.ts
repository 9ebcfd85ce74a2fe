import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { pino } from 'pino'
import { afterAll, beforeAll } from 'vitest'
import { buildApp } from '../../server/app.js'
import { loadConfig } from '../../server/config.js'
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/db/database.js'

/** The route table as Fastify prints it (a tree of path segments), flattened. */
export function routesOf(app: FastifyInstance): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = []
  const segments: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const parsed = /^((?:[│ ] {3})*)(?:[├└]── )?(\S+) \(([^)]+)\)$/.exec(line)
    if (!parsed) continue
    const [, indent = '', segment = '', methods = ''] = parsed
    const depth = indent.length / 4 + (line.includes('── ') ? 1 : 0)
    segments.length = depth
    segments[depth] = segment
    for (const method of methods.split(', ')) routes.push({ method, path: segments.join('') })
  }
  return routes
}

/**
 * The whole app in this process (no listening socket, no demo data) on a fresh SQLite file, for
 * tests that read its route table or inject requests: built before the file's tests, closed
 * after them. Read `app` inside a test, once beforeAll has run.
 */
export function inProcessApp(prefix: string): { readonly app: FastifyInstance } {
  let app: FastifyInstance | undefined
  let database: DatabaseHandle | undefined
  const dataDir = mkdtempSync(join(tmpdir(), prefix))

  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '0' })
    database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath })
    await migrateToLatest(database.db)
    app = await buildApp({ config, database, logger: pino({ level: 'silent' }) })
    await app.ready()
  })

  afterAll(async () => {
    await app?.close()
    await database?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  return {
    get app() {
      if (!app) throw new Error('the app is built in beforeAll: read it inside a test')
      return app
    },
  }
}
