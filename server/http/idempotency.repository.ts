import type { Kysely } from 'kysely'
import type { Database, IdempotencyKeysTable } from '../db/schema.js'

export type IdempotencyRecord = Pick<
  IdempotencyKeysTable,
  'method' | 'path' | 'state' | 'status_code' | 'response_body' | 'created_at' | 'owner'
> & {
  /** the owner's last heartbeat; null when the owner is unknown or shut down cleanly */
  owner_heartbeat_at: string | null
}

export interface IdempotencyClaim {
  userId: string
  key: string
  method: string
  path: string
  /** the server instance claiming it */
  owner: string
}

/**
 * Storage of http/idempotency.ts and of the server instances that own its pending claims. The
 * primary key (user_id, key) is what makes a claim exclusive: of several concurrent INSERTs of
 * one key exactly one adds a row, on SQLite and on PostgreSQL alike (where the others wait for
 * it to commit, then do nothing). A take-over is exclusive the same way: an UPDATE conditioned
 * on the previous owner changes the row for one caller only.
 */
export function createIdempotencyRepository(db: Kysely<Database>) {
  const ofKey = (userId: string, key: string) =>
    db
      .updateTable('idempotency_keys')
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('state', '=', 'pending')

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
          owner: claim.owner,
        })
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
    },

    /** True when the pending claim of `previousOwner` (null: unowned) is now the caller's. */
    async takeOver(
      claim: IdempotencyClaim,
      previousOwner: string | null,
      now: string,
    ): Promise<boolean> {
      const result = await ofKey(claim.userId, claim.key)
        .set({ owner: claim.owner, created_at: now })
        .where((eb) =>
          previousOwner === null ? eb('owner', 'is', null) : eb('owner', '=', previousOwner),
        )
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    find(userId: string, key: string): Promise<IdempotencyRecord | undefined> {
      return db
        .selectFrom('idempotency_keys as k')
        .leftJoin('server_instances as i', 'i.id', 'k.owner')
        .select([
          'k.method',
          'k.path',
          'k.state',
          'k.status_code',
          'k.response_body',
          'k.created_at',
          'k.owner',
          'i.heartbeat_at as owner_heartbeat_at',
        ])
        .where('k.user_id', '=', userId)
        .where('k.key', '=', key)
        .executeTakeFirst()
    },

    /** Stores the answer; a no-op if the claim is no longer `owner`'s (it was taken over). */
    async complete(
      claim: IdempotencyClaim,
      statusCode: number,
      body: string | null,
    ): Promise<void> {
      await ofKey(claim.userId, claim.key)
        .set({ state: 'done', status_code: statusCode, response_body: body, owner: null })
        .where('owner', '=', claim.owner)
        .execute()
    },

    /** Gives a pending key up (the request failed), so a retry can run. */
    async release(claim: IdempotencyClaim): Promise<void> {
      await db
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', claim.userId)
        .where('key', '=', claim.key)
        .where('state', '=', 'pending')
        .where('owner', '=', claim.owner)
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

    async removeExpired(cutoff: string): Promise<number> {
      const result = await db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', cutoff)
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    /** Registers the instance or refreshes its heartbeat. */
    async heartbeat(instanceId: string, now: string): Promise<void> {
      await db
        .insertInto('server_instances')
        .values({ id: instanceId, started_at: now, heartbeat_at: now })
        .onConflict((oc) => oc.column('id').doUpdateSet({ heartbeat_at: now }))
        .execute()
    },

    /** A clean shutdown: claims it still held (none, normally) are stale at once. */
    async removeInstance(instanceId: string): Promise<void> {
      await db.deleteFrom('server_instances').where('id', '=', instanceId).execute()
    },

    /** Rows of processes long dead; an unknown owner counts as dead, so removing them is safe. */
    async removeSilentInstances(heartbeatBefore: string): Promise<number> {
      const result = await db
        .deleteFrom('server_instances')
        .where('heartbeat_at', '<', heartbeatBefore)
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>
