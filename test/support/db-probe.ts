import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import type { ServerFixture } from './server-fixture.js'

/**
 * Direct access to a running server's database, so a test can check what an API call really
 * stored (or set up a state the API cannot reach yet, such as an expired token). SQL uses `?`
 * placeholders; they become $1, $2… for PostgreSQL.
 */
type DatabaseLocation = Pick<ServerFixture, 'databaseUrl' | 'server'>

async function run<T>(
  location: DatabaseLocation,
  sql: string,
  params: unknown[],
  read: boolean,
): Promise<T[]> {
  if (location.databaseUrl) {
    const client = new pg.Client({ connectionString: location.databaseUrl })
    await client.connect()
    try {
      let index = 0
      const text = sql.replace(/\?/g, () => `$${++index}`)
      const result = await client.query(text, params)
      return result.rows as T[]
    } finally {
      await client.end()
    }
  }
  const database = new SQLite(join(location.server.dataDir, 'huellitas.sqlite'), {
    readonly: read,
    fileMustExist: true,
  })
  try {
    const statement = database.prepare(sql)
    if (read) return statement.all(...params) as T[]
    statement.run(...params)
    return []
  } finally {
    database.close()
  }
}

export function queryRows<T = Record<string, unknown>>(
  location: DatabaseLocation,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  return run<T>(location, sql, params, true)
}

/** `SELECT count(*) AS count …` as a number (PostgreSQL answers bigint counts as strings). */
export async function countRows(
  location: DatabaseLocation,
  sql: string,
  params: unknown[] = [],
): Promise<number> {
  const [row] = await queryRows<{ count: string | number }>(location, sql, params)
  return Number(row?.count ?? 0)
}

export async function executeSql(
  location: DatabaseLocation,
  sql: string,
  params: unknown[] = [],
): Promise<void> {
  await run(location, sql, params, false)
}
