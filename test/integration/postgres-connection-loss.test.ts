import { sql } from 'kysely'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/database'
import { createTestDatabase, testDatabaseUrl } from '../support/postgres.js'

/**
 * A PostgreSQL connection that dies while the pool has lent it out (between two queries of a
 * transaction, say) must fail that work, not the process. CI once lost a server to it: a
 * backend terminated under a checked-out client emitted an 'error' nobody listened to.
 */
describe.runIf(process.env.CI === 'true' || testDatabaseUrl())('PostgreSQL connection loss', () => {
  it('fails the next query on a lent connection, and the pool goes on with a new one', async () => {
    const database = await createTestDatabase()
    const handle = openDatabase({ databaseUrl: database.url, sqlitePath: '' })
    try {
      await handle.db.connection().execute(async (connection) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
          connection,
        )
        const admin = new pg.Client({ connectionString: testDatabaseUrl() })
        await admin.connect()
        try {
          await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid])
        } finally {
          await admin.end()
        }
        // The lent client hears of it between queries, with no query of its own running.
        await new Promise((resolve) => setTimeout(resolve, 300))
        await expect(sql`select 1`.execute(connection)).rejects.toThrow()
      })
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db)
      expect(rows[0]?.one).toBe(1)
    } finally {
      await handle.close()
      await database.drop()
    }
  })
})
