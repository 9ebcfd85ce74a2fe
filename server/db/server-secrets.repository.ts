import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from './schema.js'

/**
 * A secret every node of a deployment must share (migration 0010's `server_secrets`): the
 * first node to ask makes it, and every node, now or after a restart, reads that one. Two
 * nodes starting together both try to insert; the primary key keeps the first, and both
 * read it back.
 */
export async function sharedSecret(
  db: Kysely<Database>,
  name: string,
  make: () => string = () => randomBytes(32).toString('base64url'),
): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({
      name,
      value: make(),
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute()
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow()
  return row.value
}
