import type { Kysely } from 'kysely'
import type { Database, EmailChangesTable, UserRow } from '../../db/schema.js'
import { nextChangeSeq } from '../sync/change-sequence.repository.js'
import { isEmailUniqueViolation } from './auth.repository.js'

export type NewEmailChange = Omit<EmailChangesTable, 'used_at'>

export type ConfirmOutcome =
  | { kind: 'changed'; before: UserRow; after: UserRow }
  | { kind: 'invalid-link' }
  /** Another account took the address between the request and the confirmation. */
  | { kind: 'email-taken' }

/**
 * The address change's writes. Confirming spends the link, changes the address (with a new
 * profile seq, so every device's replicated profile follows) and retires what was mailed to
 * the old address, all in one transaction: a link used twice at once changes the address once.
 */
export function createEmailChangeRepository(db: Kysely<Database>) {
  return {
    /**
     * Stores a new link. Only the newest request counts: the user's earlier links (spent,
     * expired, or for an address they since thought better of) are removed on the way.
     */
    async insertChange(change: NewEmailChange): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('email_changes').where('user_id', '=', change.user_id).execute()
        await trx
          .insertInto('email_changes')
          .values({ ...change, used_at: null })
          .execute()
      })
    },

    isEmailTaken(emailNormalized: string): Promise<boolean> {
      return db
        .selectFrom('users')
        .select('id')
        .where('email_normalized', '=', emailNormalized)
        .executeTakeFirst()
        .then((row) => row !== undefined)
    },

    async confirm(tokenHash: string, now: string): Promise<ConfirmOutcome> {
      try {
        return await db.transaction().execute(async (trx): Promise<ConfirmOutcome> => {
          // A conditional UPDATE takes the link: of two uses racing, exactly one gets a row.
          const spent = await trx
            .updateTable('email_changes')
            .set({ used_at: now })
            .where('token_hash', '=', tokenHash)
            .where('used_at', 'is', null)
            .where('expires_at', '>', now)
            .returning(['user_id', 'new_email', 'new_email_normalized'])
            .executeTakeFirst()
          if (!spent) return { kind: 'invalid-link' }
          const seq = await nextChangeSeq(trx, 'profile')
          const before = await trx
            .selectFrom('users')
            .selectAll()
            .where('id', '=', spent.user_id)
            .executeTakeFirstOrThrow()
          const after = await trx
            .updateTable('users')
            .set({
              email: spent.new_email,
              email_normalized: spent.new_email_normalized,
              updated_at: now,
              seq,
            })
            .where('id', '=', spent.user_id)
            .returningAll()
            .executeTakeFirstOrThrow()
          // Reset links went to the old mailbox: whoever still reads it must not take the
          // account back with one.
          await trx
            .updateTable('password_resets')
            .set({ used_at: now })
            .where('user_id', '=', spent.user_id)
            .where('used_at', 'is', null)
            .execute()
          return { kind: 'changed', before, after }
        })
      } catch (error) {
        // The unique index on email_normalized: the whole transaction rolled back, link included.
        if (isEmailUniqueViolation(error)) return { kind: 'email-taken' }
        throw error
      }
    },
  }
}

export type EmailChangeRepository = ReturnType<typeof createEmailChangeRepository>
