import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely'
import type { Database } from './schema.js'
import { migrationProvider } from './migrations/index.js'
import { withPreparedStatements } from './pg-prepared.js'
import { registerSqliteFunctions } from './sqlite-functions.js'
import { withStatementCache } from './statement-cache.js'
import { startWalCheckpointer } from './wal-checkpointer.js'

export type Dialect = 'sqlite' | 'postgres'

export interface DatabaseHandle {
  db: Kysely<Database>
  /**
   * The group commit's writer (db/group-commit.ts): on PostgreSQL a connection of its own, so
   * a batch never waits behind reads for a pooled one; on SQLite the one connection.
   */
  writer: Kysely<Database>
  dialect: Dialect
  /** Round-trip to the database; throws when it is down. */
  ping(): Promise<void>
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise the SQLite file at sqlitePath */
  databaseUrl?: string | undefined
  sqlitePath: string
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    const open = (max: number) => {
      const pool = new pg.Pool({ connectionString: options.databaseUrl, max })
      // An idle client that loses its connection emits here; without a listener it kills the
      // process.
      pool.on('error', () => {})
      // So does a checked-out client that loses it between two queries (a restart, a
      // terminated backend): the pool listens only to idle clients. Its next query fails
      // instead, and the pool drops it on release.
      pool.on('connect', (client) => client.on('error', () => {}))
      return new Kysely<Database>({
        dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }),
      })
    }
    // Reads are batched per tick (sessions) or cached, and writes go to the writer: a few
    // connections carry the load; ten leave room for slow pages and sweeps.
    const db = open(10)
    const writer = open(1)
    return {
      db,
      writer,
      dialect: 'postgres',
      ping: async () => {
        await sql`select 1`.execute(db)
      },
      close: async () => {
        await Promise.all([db.destroy(), writer.destroy()])
      },
    }
  }

  mkdirSync(dirname(options.sqlitePath), { recursive: true })
  const sqlite = new SQLite(options.sqlitePath)
  // WAL lets readers run beside the one writer; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  registerSqliteFunctions(sqlite)
  const checkpointer = startWalCheckpointer(sqlite, options.sqlitePath)
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  })
  return {
    db,
    writer: db,
    dialect: 'sqlite',
    ping: async () => {
      await sql`select 1`.execute(db)
    },
    close: async () => {
      await checkpointer.stop()
      await db.destroy()
    },
  }
}

/** Brings the schema up to date; run at every start, on both databases. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    })
  }
}
