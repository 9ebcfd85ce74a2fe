import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { buildApp } from './app.js'
import type { AppConfig } from './config.js'
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database.js'
import { ensurePersonalities } from './modules/pets/personalities.repository.js'
import { assignMissingSeqs } from './modules/sync/change-sequence.repository.js'
import { connectRedis, type RedisConnection } from './redis.js'
import { setPasswordHashCost } from './modules/auth/password.js'

/** Pending connections the kernel keeps for the server (see listen below). */
const LISTEN_BACKLOG = 4096

export interface RunningServer {
  app: FastifyInstance
  database: DatabaseHandle
  redis: RedisConnection | null
  /** The port actually bound (PORT=0 picks a free one). */
  port: number
  /** Stops accepting, lets in-flight requests finish, closes sockets, Redis and the database. */
  close(): Promise<void>
  /** What close() is waiting for now (for a shutdown that overran its time), or null. */
  closingStep(): string | null
}

/**
 * The start-up sequence: database (migrated, reference data present, demo content on an empty
 * database when DEMO_DATA is on), Redis when configured, then the HTTP server.
 */
export async function boot(config: AppConfig, log: FastifyBaseLogger): Promise<RunningServer> {
  setPasswordHashCost(config.passwordHashCost)
  if (config.passwordHashCost === 'test') {
    log.warn('PASSWORD_HASH_COST=test: new password hashes are cheap to crack (test suites only)')
  }
  const database = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath })
  let redis: RedisConnection | null = null
  try {
    await migrateToLatest(database.db)
    await ensurePersonalities(database.db)
    if (config.demoData) {
      // Loaded only when wanted: the demo generator (portraits, owners) is dead weight otherwise.
      const { seedDemoContent } = await import('./modules/demo/index.js')
      const seeded = await seedDemoContent(database, {
        uploadsDir: config.uploadsDir,
        ...(config.demoPictureCache ? { pictureCache: config.demoPictureCache } : {}),
        log: (msg: string) => log.info(msg),
      })
      if (seeded) log.info(seeded, 'demo content seeded')
      else log.info('demo content not seeded: the database already has users')
    }
    if (config.demoCatalogue) {
      const { ensureDemoCatalogue } = await import('./modules/services/index.js')
      const added = await ensureDemoCatalogue(database, config.currency)
      if (added === null) {
        log.warn(
          { currency: config.currency },
          'demo services catalogue not seeded: it has prices in USD and MXN only',
        )
      } else if (added > 0) log.info({ services: added }, 'demo services catalogue seeded')
    }
    // The demo seed inserts rows without a change seq, and users from before the profile feed
    // have none: number them so pulls return them.
    const numbered = {
      pets: await assignMissingSeqs(database.db, 'pets'),
      profile: await assignMissingSeqs(database.db, 'profile'),
    }
    if (numbered.pets + numbered.profile > 0) log.info(numbered, 'change seqs assigned')
    if (config.redisUrl) redis = await connectRedis(config.redisUrl, config.redisKeyPrefix, log)

    const app = await buildApp({ config, database, redis, logger: log })
    // Seeded alerts (the demo) reach the devices around them.
    const audienced = await app.lostPets.audienceMissing()
    if (audienced > 0) log.info({ alerts: audienced }, 'lost-pet feeds built')
    // Connections not yet accepted wait in the kernel's queue; past its length new ones are
    // dropped and their clients retry after 1, 3, 7 s. Node's 511 overflowed when a thousand
    // devices opened connections while a batch held the event loop (bench:chat: seconds of p99
    // with the loop never stalled). The kernel caps it at net.core.somaxconn.
    await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG })
    const address = app.server.address()
    const port = typeof address === 'object' && address ? address.port : config.port
    log.info(
      {
        port,
        host: config.host,
        database: database.dialect,
        redis: redis ? 'on' : 'off',
        dataDir: config.dataDir,
        staticDir: config.staticDir,
      },
      'server listening',
    )
    let step: string | null = null
    // Each step logs its time, so a shutdown that overran says which part held it.
    async function closeStep(name: string, close: () => Promise<unknown>): Promise<void> {
      const started = performance.now()
      step = name
      await close()
      log.info({ step: name, ms: Math.round(performance.now() - started) }, 'shutdown step done')
    }
    return {
      app,
      database,
      redis,
      port,
      async close() {
        await closeStep('http server, sockets and modules', () => app.close())
        const connection = redis
        if (connection) await closeStep('redis', () => connection.close())
        await closeStep('database', () => database.close())
        step = null
      },
      closingStep: () => step,
    }
  } catch (error) {
    await redis?.close()
    await database.close().catch(() => undefined)
    throw error
  }
}
