import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { hasRow } from '../../db/has-row.js'

/** The payment_events ledger (migration 0021): which provider events were already applied. */
export function createPaymentEventsRepository(db: Kysely<Database>) {
  return {
    /** Claims the event; false when it was claimed before (a replay). */
    async claim(id: string, provider: string, userId: string, now: string): Promise<boolean> {
      const result = await db
        .insertInto('payment_events')
        .values({ id, provider, user_id: userId, created_at: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
    },

    /** Gives a claim back when applying it failed, so the provider's retry can apply it. */
    async release(id: string): Promise<void> {
      await db.deleteFrom('payment_events').where('id', '=', id).execute()
    },

    userExists(userId: string): Promise<boolean> {
      return hasRow(db.selectFrom('users').select('id').where('id', '=', userId))
    },
  }
}

export type PaymentEventsRepository = ReturnType<typeof createPaymentEventsRepository>
