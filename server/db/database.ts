import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely'
import type { Database } from './schema.js'
import { migrationProvider } from './migrations/index.js'

export type Dialect = 'sqlite' | 'postgres'

export interface DatabaseHandle {
  db: Kysely<Database>
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
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle client that loses its connection emits here; without a listener it kills the process.
    pool.on('error', () => {})
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return {
      db,
      dialect: 'postgres',
      ping: async () => {
        await sql`select 1`.execute(db)
      },
      close: () => db.destroy(),
    }
  }

  mkdirSync(dirname(options.sqlitePath), { recursive: true })
  const sqlite = new SQLite(options.sqlitePath)
  // WAL lets readers run beside the one writer; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  return {
    db,
    dialect: 'sqlite',
    ping: async () => {
      await sql`select 1`.execute(db)
    },
    close: () => db.destroy(),
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
