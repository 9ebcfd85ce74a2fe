import { sql, type Kysely } from 'kysely'
import { onPostgres } from '../db/on-postgres.js'
import type { Database, IdempotencyKeysTable } from '../db/schema.js'

/** What a key's record is read with (one key, or a batch's keys, which add user and key). */
const RECORD_COLUMNS = [
  'k.method',
  'k.path',
  'k.state',
  'k.status_code',
  'k.response_body',
  'k.created_at',
  'k.owner',
  'i.heartbeat_at as owner_heartbeat_at',
] as const

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

/** A write's key as the group commit carries it: who, which key, which request. */
export type WriteTicket = Omit<IdempotencyClaim, 'owner'>

/**
 * Storage of http/idempotency.ts and of the server instances that own its pending claims. The
 * primary key (user_id, key) is what makes a claim exclusive: of several concurrent INSERTs of
 * one key exactly one adds a row, on SQLite and on PostgreSQL alike (where the others wait for
 * it to commit, then do nothing). A take-over is exclusive the same way: an UPDATE conditioned
 * on the previous owner changes the row for one caller only.
 */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export function createIdempotencyRepository(db: Kysely<Database>) {
  const ofKey = (userId: string, key: string, executor: Kysely<Database> = db) =>
    executor
      .updateTable('idempotency_keys')
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('state', '=', 'pending')

  /** A claim's row while its write runs. */
  const pendingRow = (claim: IdempotencyClaim, now: string) => ({
    user_id: claim.userId,
    key: claim.key,
    method: claim.method,
    path: claim.path,
    state: 'pending' as const,
    status_code: null,
    response_body: null,
    created_at: now,
    owner: claim.owner,
  })

  /** Frees a pending key, if the claim still owns it. */
  const releaseWith = (executor: Kysely<Database>, claim: IdempotencyClaim) =>
    executor
      .deleteFrom('idempotency_keys')
      .where('user_id', '=', claim.userId)
      .where('key', '=', claim.key)
      .where('state', '=', 'pending')
      .where('owner', '=', claim.owner)
      .execute()

  return {
    /**
     * The group commit's claims (db/group-commit.ts), inside its transaction: one INSERT for
     * the batch's keys, which answers the identities (`user key`) it added. Rows go in sorted
     * so that two nodes' batches take the keys' locks in the same order (PostgreSQL waits for
     * a concurrent insert of the same key to commit; unsorted, two batches could deadlock).
     */
    async claimMany(
      trx: Kysely<Database>,
      claims: readonly IdempotencyClaim[],
      now: string,
    ): Promise<Set<string>> {
      if (claims.length === 0) return new Set()
      const sorted = [...claims].sort(
        (a, b) => compare(a.userId, b.userId) || compare(a.key, b.key),
      )
      if (onPostgres(trx)) {
        // One text for any number of keys, prepared once per connection (an array per column;
        // message-batch.repository.ts says why), inserted in the sorted order.
        const { rows } = await sql<{ user_id: string; key: string }>`
          insert into idempotency_keys
            (user_id, key, method, path, state, status_code, response_body, created_at, owner)
          select t.user_id, t.key, t.method, t.path, 'pending', null, null, ${now}, t.owner
          from unnest(${sorted.map((c) => c.userId)}::text[], ${sorted.map((c) => c.key)}::text[],
            ${sorted.map((c) => c.method)}::text[], ${sorted.map((c) => c.path)}::text[],
            ${sorted.map((c) => c.owner)}::text[])
            with ordinality as t(user_id, key, method, path, owner, place)
          order by t.place
          on conflict (user_id, key) do nothing
          returning user_id, key`.execute(trx)
        return new Set(rows.map((row) => `${row.user_id} ${row.key}`))
      }
      const rows = sorted.map((claim) => pendingRow(claim, now))
      const added = await trx
        .insertInto('idempotency_keys')
        .values(rows)
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .returning(['user_id', 'key'])
        .execute()
      return new Set(added.map((row) => `${row.user_id} ${row.key}`))
    },

    /** The records of several keys at once, by identity (`user key`). */
    async findMany(
      trx: Kysely<Database>,
      keys: readonly { userId: string; key: string }[],
    ): Promise<Map<string, IdempotencyRecord>> {
      if (keys.length === 0) return new Map()
      const rows = await trx
        .selectFrom('idempotency_keys as k')
        .leftJoin('server_instances as i', 'i.id', 'k.owner')
        .select(['k.user_id', 'k.key', ...RECORD_COLUMNS])
        .where('k.key', 'in', [...new Set(keys.map((k) => k.key))])
        .execute()
      const wanted = new Set(keys.map((k) => `${k.userId} ${k.key}`))
      return new Map(
        rows
          .filter((row) => wanted.has(`${row.user_id} ${row.key}`))
          .map(({ user_id, ...record }) => [`${user_id} ${record.key}`, record]),
      )
    },

    /**
     * Stores the batch's answers on the rows `claimMany` (or a take-over) gave it, in one
     * statement; the transaction commits them with the writes they answer.
     */
    async storeMany(
      trx: Kysely<Database>,
      answers: readonly { claim: IdempotencyClaim; status: number; body: string }[],
      now: string,
    ): Promise<void> {
      if (answers.length === 0) return
      if (onPostgres(trx)) {
        await sql`
          insert into idempotency_keys
            (user_id, key, method, path, state, status_code, response_body, created_at, owner)
          select t.user_id, t.key, t.method, t.path, 'done', t.status, t.body, ${now}, null
          from unnest(${answers.map((a) => a.claim.userId)}::text[], ${answers.map((a) => a.claim.key)}::text[],
            ${answers.map((a) => a.claim.method)}::text[], ${answers.map((a) => a.claim.path)}::text[],
            ${answers.map((a) => a.status)}::integer[], ${answers.map((a) => a.body)}::text[])
            as t(user_id, key, method, path, status, body)
          on conflict (user_id, key) do update set state = excluded.state,
            status_code = excluded.status_code, response_body = excluded.response_body,
            owner = null`.execute(trx)
        return
      }
      await trx
        .insertInto('idempotency_keys')
        .values(
          answers.map(({ claim, status, body }) => ({
            user_id: claim.userId,
            key: claim.key,
            method: claim.method,
            path: claim.path,
            state: 'done' as const,
            status_code: status,
            response_body: body,
            created_at: now,
            owner: null,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['user_id', 'key']).doUpdateSet((eb) => ({
            state: eb.ref('excluded.state'),
            status_code: eb.ref('excluded.status_code'),
            response_body: eb.ref('excluded.response_body'),
            owner: null,
          })),
        )
        .execute()
    },

    /** Frees the keys of writes that failed worth a retry (their claims were this batch's). */
    async releaseMany(trx: Kysely<Database>, claims: readonly IdempotencyClaim[]): Promise<void> {
      for (const claim of claims) await releaseWith(trx, claim)
    },

    /** True when this call added the row, i.e. the caller now owns the key. */
    async claim(claim: IdempotencyClaim, now: string): Promise<boolean> {
      const result = await db
        .insertInto('idempotency_keys')
        .values(pendingRow(claim, now))
        .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
    },

    /** True when the pending claim of `previousOwner` (null: unowned) is now the caller's. */
    async takeOver(
      claim: IdempotencyClaim,
      previousOwner: string | null,
      now: string,
      executor: Kysely<Database> = db,
    ): Promise<boolean> {
      const result = await ofKey(claim.userId, claim.key, executor)
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
        .select(RECORD_COLUMNS)
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
      await releaseWith(db, claim)
    },

    /** Removes the row if it was created before `cutoff` (ISO), whatever its state. */
    async removeIfOlder(
      userId: string,
      key: string,
      cutoff: string,
      executor: Kysely<Database> = db,
    ): Promise<void> {
      await executor
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
