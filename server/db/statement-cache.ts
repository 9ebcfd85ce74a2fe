import type { Database as SqliteDatabase, Statement } from 'better-sqlite3'
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely'

/**
 * Enough for every distinct query the app sends (Kysely compiles each to the same SQL), the
 * chat's batched writes included (one text per batch size, up to 200).
 */
const DEFAULT_CAPACITY = 1000

/**
 * better-sqlite3 as Kysely's SqliteDialect sees it, with prepared statements kept by SQL text.
 * Kysely calls prepare() for every query, and preparing costs more than running a small
 * indexed query (a quarter of the server's CPU under chat load). Reusing a statement is safe
 * here: Kysely runs one query at a time on its single connection, and SQLite re-prepares a
 * statement by itself when the schema changes under it. Least recently used SQL is dropped
 * first, so one-off texts (IN lists of varying length) cannot grow the cache without bound.
 */
export function withStatementCache(
  database: SqliteDatabase,
  capacity = DEFAULT_CAPACITY,
): KyselySqliteDatabase {
  const statements = new Map<string, Statement>()
  return {
    close: () => {
      statements.clear()
      database.close()
    },
    prepare(sql: string) {
      const cached = statements.get(sql)
      if (cached) {
        // Map keeps insertion order: re-inserting marks it most recently used.
        statements.delete(sql)
        statements.set(sql, cached)
        return cached
      }
      const statement = database.prepare(sql)
      statements.set(sql, statement)
      if (statements.size > capacity) {
        const oldest = statements.keys().next().value
        if (oldest !== undefined) statements.delete(oldest)
      }
      return statement
    },
  }
}
