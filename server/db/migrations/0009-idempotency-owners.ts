import type { Kysely } from 'kysely'

/**
 * Who holds a pending idempotency claim, so a repeat can tell a request still running from one
 * whose process died (http/idempotency.ts).
 *
 * - `server_instances`: one row per running server process, made at boot under a random id and
 *   refreshed every second (`heartbeat_at`); removed on a clean shutdown. A process killed
 *   outright leaves its row behind with a heartbeat that stops moving.
 * - `idempotency_keys.owner`: the instance that claimed a pending key. Null on rows written
 *   before this migration (or by a node still running the previous code during a deploy).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('server_instances')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('heartbeat_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.alterTable('idempotency_keys').addColumn('owner', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').dropColumn('owner').execute()
  await db.schema.dropTable('server_instances').ifExists().execute()
}
