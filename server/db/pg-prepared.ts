import type pg from 'pg'
import type { PostgresPool, PostgresPoolClient } from 'kysely'

/** Distinct statements named; more (IN lists of unusual lengths) run unnamed. */
const MAX_NAMED = 2000
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i

/**
 * A pg pool as Kysely's PostgresDialect sees it, whose queries run as named prepared
 * statements: PostgreSQL parses and plans each distinct SQL text once per connection instead
 * of on every call (Kysely compiles a query to the same text every time). That time is spent
 * while a write transaction holds the change counters' lock, so it is paid by every writer of
 * every node, not just the caller. Names are given per SQL text, process-wide, to at most
 * MAX_NAMED texts; DDL and multi-statement texts (migrations) run unnamed as before.
 *
 * A prepared `select *` fails ("cached plan must not change result type") if another process
 * adds a column under a live connection; migrations run at start, before requests, and a
 * rolling deploy that adds columns restarts every node.
 */
export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>()
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>()

  function nameOf(text: string): string | undefined {
    const known = names.get(text)
    if (known !== undefined) return known
    if (names.size >= MAX_NAMED || !PREPARABLE.test(text) || text.includes(';')) return undefined
    const name = `k${names.size}`
    names.set(text, name)
    return name
  }

  function wrap(client: pg.PoolClient): PostgresPoolClient {
    const wrapped = {
      query(textOrCursor: unknown, values?: readonly unknown[]) {
        if (typeof textOrCursor !== 'string') {
          return client.query(textOrCursor as pg.Submittable) as unknown
        }
        const name = nameOf(textOrCursor)
        return client.query({
          text: textOrCursor,
          values: values ? [...values] : [],
          ...(name ? { name } : {}),
        })
      },
      release: () => client.release(),
    }
    return wrapped as unknown as PostgresPoolClient
  }

  return {
    async connect() {
      const client = await pool.connect()
      let wrapped = clients.get(client)
      if (!wrapped) {
        wrapped = wrap(client)
        clients.set(client, wrapped)
      }
      return wrapped
    },
    end: () => pool.end(),
  }
}
