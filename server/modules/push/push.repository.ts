import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Dialect } from '../../db/database.js'
import type { Database, NotificationRow, PushSubscriptionsTable } from '../../db/schema.js'

export type PushSubscriptionRow = PushSubscriptionsTable

export interface ClaimedJob {
  id: string
  userId: string
  attempts: number
  /** null when the notification was cleared before its push went out */
  notification: NotificationRow | null
}

/** Push subscriptions, preferences and the queue of pushes to send (migration 0018). */
export function createPushRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    async saveSubscription(
      userId: string,
      tokenHash: string,
      subscription: { endpoint: string; p256dh: string; auth: string },
      at: string,
    ): Promise<void> {
      await db
        .insertInto('push_subscriptions')
        .values({
          id: randomUUID(),
          user_id: userId,
          token_hash: tokenHash,
          ...subscription,
          created_at: at,
          updated_at: at,
        })
        .onConflict((conflict) =>
          conflict.column('endpoint').doUpdateSet({
            user_id: userId,
            token_hash: tokenHash,
            p256dh: subscription.p256dh,
            auth: subscription.auth,
            updated_at: at,
          }),
        )
        .execute()
    },

    /** The user's devices: one endpoint, or all of them when `endpoint` is undefined. */
    async removeSubscriptions(userId: string, endpoint?: string): Promise<number> {
      let query = db.deleteFrom('push_subscriptions').where('user_id', '=', userId)
      if (endpoint !== undefined) query = query.where('endpoint', '=', endpoint)
      const result = await query.executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    /** A push service said the endpoint is gone (404/410): whoever it belonged to. */
    async removeEndpoint(endpoint: string): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute()
    },

    /** The user's devices whose session is still live (not signed out, revoked or expired). */
    liveSubscriptionsOf(userId: string, now: string): Promise<PushSubscriptionRow[]> {
      return db
        .selectFrom('push_subscriptions')
        .innerJoin('auth_tokens', 'auth_tokens.token_hash', 'push_subscriptions.token_hash')
        .selectAll('push_subscriptions')
        .where('push_subscriptions.user_id', '=', userId)
        .where('auth_tokens.user_id', '=', userId)
        .where('auth_tokens.revoked_at', 'is', null)
        .where('auth_tokens.expires_at', '>', now)
        .execute()
    },

    async preferencesOf(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('push_preferences')
        .select('preferences')
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return row?.preferences ?? null
    },

    async savePreferences(userId: string, preferences: string, at: string): Promise<void> {
      await db
        .insertInto('push_preferences')
        .values({ user_id: userId, preferences, updated_at: at })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({ preferences, updated_at: at }),
        )
        .execute()
    },

    /**
     * Takes up to `limit` due jobs for `leaseMs`: no other node takes them until the lease
     * ends (a node that dies mid-send leaves them to the next). PostgreSQL skips rows another
     * node is claiming at the same moment; SQLite has one writer at a time.
     */
    async claimDue(now: Date, leaseMs: number, limit: number): Promise<ClaimedJob[]> {
      const at = now.toISOString()
      const until = new Date(now.getTime() + leaseMs).toISOString()
      const claimed = await db.transaction().execute(async (trx) => {
        let due = trx
          .selectFrom('push_jobs')
          .select('id')
          .where('not_before', '<=', at)
          .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
          .orderBy('not_before')
          .limit(limit)
        if (dialect === 'postgres') due = due.forUpdate().skipLocked()
        const ids = (await due.execute()).map((row) => row.id)
        if (ids.length === 0) return []
        return trx
          .updateTable('push_jobs')
          .set((eb) => ({ claimed_until: until, attempts: eb('attempts', '+', 1) }))
          .where('id', 'in', ids)
          .returning(['id', 'user_id', 'attempts'])
          .execute()
      })
      if (claimed.length === 0) return []
      const notifications = await db
        .selectFrom('notifications')
        .selectAll()
        .where(
          'id',
          'in',
          claimed.map((job) => job.id),
        )
        .where('deleted', '=', 0)
        .execute()
      const byId = new Map(notifications.map((row) => [row.id, row]))
      return claimed.map((job) => ({
        id: job.id,
        userId: job.user_id,
        attempts: Number(job.attempts),
        notification: byId.get(job.id) ?? null,
      }))
    },

    /** An alert's urgency (the 'urgent lost pets' override), or null when it is gone. */
    /** The alert's urgency and whose pet it is (news of one's own pet is urgent to them). */
    async alertUrgency(lostPetId: string): Promise<{ level: string; keepers: string[] } | null> {
      const row = await db
        .selectFrom('lost_pets')
        .select(['urgency_level', 'reporter_id', 'owner_id'])
        .where('id', '=', lostPetId)
        .executeTakeFirst()
      if (!row) return null
      const keepers = [row.reporter_id, ...(row.owner_id ? [row.owner_id] : [])]
      return { level: row.urgency_level, keepers }
    },

    async finishJob(id: string): Promise<void> {
      await db.deleteFrom('push_jobs').where('id', '=', id).execute()
    },

    async retryJobAt(id: string, notBefore: string): Promise<void> {
      await db
        .updateTable('push_jobs')
        .set({ not_before: notBefore, claimed_until: null })
        .where('id', '=', id)
        .execute()
    },
  }
}

export type PushRepository = ReturnType<typeof createPushRepository>
