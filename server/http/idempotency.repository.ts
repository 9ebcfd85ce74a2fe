import type { Kysely } from 'kysely'
import type { Database, IdempotencyKeysTable } from '../db/schema.js'

export type IdempotencyRecord = Pick<
  IdempotencyKeysTable,
  'method' | 'path' | 'state' | 'status_code' | 'response_body' | 'created_at'
>

export interface IdempotencyClaim {
  userId: string
  key: string
  method: string
  path: string
}

/**
 * Storage of http/idempotency.ts. The primary key (user_id, key) is what makes a claim
 * exclusive: of several concurrent INSERTs of one key exactly one adds a row, on SQLite and on
 * PostgreSQL alike (where the others wait for it to commit, then do nothing).
 */
export function createIdempotencyRepository(db: Kysely<Database>) {
  return {
    /** True when this call added the row, i.e. the caller now owns the key. */
    async claim(claim: IdempotencyClaim, now: string): Promise<boolean> {
      const result = await db
        .insertInto('idempotency_keys')
        .values({
          user_id: claim.userId,
          key: claim.key,
          method: claim.method,
          path: claim.path,
          state: 'pending',
          status_code: null,
          response_body: null,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
    },

    find(userId: string, key: string): Promise<IdempotencyRecord | undefined> {
      return db
        .selectFrom('idempotency_keys')
        .select(['method', 'path', 'state', 'status_code', 'response_body', 'created_at'])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst()
    },

    async complete(
      userId: string,
      key: string,
      statusCode: number,
      body: string | null,
    ): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ state: 'done', status_code: statusCode, response_body: body })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('state', '=', 'pending')
        .execute()
    },

    /** Gives a pending key up (the request failed), so a retry can run. */
    async release(userId: string, key: string): Promise<void> {
      await db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('state', '=', 'pending')
        .execute()
    },

    /** Removes the row if it was created before `cutoff` (ISO), whatever its state. */
    async removeIfOlder(userId: string, key: string, cutoff: string): Promise<void> {
      await db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('created_at', '<', cutoff)
        .execute()
    },

    /** A pending claim older than `staleBefore` belongs to a request that died with its process. */
    async removeStalePending(userId: string, key: string, staleBefore: string): Promise<void> {
      await db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('state', '=', 'pending')
        .where('created_at', '<', staleBefore)
        .execute()
    },

    async removeExpired(cutoff: string): Promise<number> {
      const result = await db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', cutoff)
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>
