import { PostgresAdapter, type Kysely } from 'kysely'
import type { Database } from './schema.js'

/** Whether `db` (a database or a transaction of it) runs on PostgreSQL rather than SQLite. */
export function onPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}
