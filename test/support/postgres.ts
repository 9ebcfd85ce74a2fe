import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * A throwaway PostgreSQL database per test server, created through TEST_DATABASE_URL (a role
 * allowed to CREATE DATABASE, e.g. postgres://root@127.0.0.1:5432/test) so suites can run in
 * parallel without seeing each other's rows.
 */
export interface TestDatabase {
  name: string
  url: string
  drop(): Promise<void>
}

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL?.trim() || undefined
}

async function withAdminClient<T>(
  adminUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export async function createTestDatabase(adminUrl = testDatabaseUrl()): Promise<TestDatabase> {
  if (!adminUrl)
    throw new Error('TEST_DATABASE_URL is not set: cannot create a PostgreSQL test database.')
  const name = `huellitas_t_${randomBytes(6).toString('hex')}`
  // The name is ours (hex only), so interpolating it is safe; identifiers cannot be parameters.
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    drop: () =>
      withAdminClient(adminUrl, async (client) => {
        // A server killed mid-test may leave connections behind; DROP refuses while they live.
        await client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        )
        await client.query(`DROP DATABASE IF EXISTS ${name}`)
      }),
  }
}
