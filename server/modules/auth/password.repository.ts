import type { Kysely, Transaction } from 'kysely'
import type { Database, PasswordResetsTable } from '../../db/schema.js'
import { hasRow } from '../../db/has-row.js'

type Writer = Kysely<Database> | Transaction<Database>

/** Revokes the user's live sessions (all, or all but `keep`); answers the revoked hashes. */
async function revokeSessions(
  trx: Writer,
  userId: string,
  now: string,
  keep: string | null,
): Promise<string[]> {
  let query = trx
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
  if (keep !== null) query = query.where('token_hash', '<>', keep)
  const rows = await query.returning('token_hash').execute()
  return rows.map((row) => row.token_hash)
}

/** Every reset link of the user still unused stops working (a newer password supersedes it). */
async function retireResets(trx: Writer, userId: string, now: string): Promise<void> {
  await trx
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute()
}

export interface ResetOutcome {
  userId: string
  emailNormalized: string
  revokedTokenHashes: string[]
}

/**
 * The password's writes: a new password, the sessions it ends and the reset links it retires
 * always commit together, so no session or link outlives the password it was made under.
 */
export function createPasswordRepository(db: Kysely<Database>) {
  return {
    /** Stores a new link; the user's spent and expired links are cleared on the way. */
    async insertReset(reset: Omit<PasswordResetsTable, 'used_at'>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('password_resets')
          .where('user_id', '=', reset.user_id)
          .where((eb) =>
            eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', reset.created_at)]),
          )
          .execute()
        await trx
          .insertInto('password_resets')
          .values({ ...reset, used_at: null })
          .execute()
      })
    },

    isResetLive(tokenHash: string, now: string): Promise<boolean> {
      return hasRow(
        db
          .selectFrom('password_resets')
          .select('token_hash')
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now),
      )
    },

    /**
     * Spends a live link and sets the new password, in one transaction. The link is taken by a
     * conditional UPDATE, so of two uses racing exactly one wins; null when the link is
     * unknown, used or expired.
     */
    async resetPassword(
      tokenHash: string,
      passwordHash: string,
      now: string,
    ): Promise<ResetOutcome | null> {
      return db.transaction().execute(async (trx) => {
        const spent = await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returning('user_id')
          .executeTakeFirst()
        if (!spent) return null
        const user = await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', spent.user_id)
          .returning(['id', 'email_normalized'])
          .executeTakeFirstOrThrow()
        await retireResets(trx, user.id, now)
        const revokedTokenHashes = await revokeSessions(trx, user.id, now, null)
        return { userId: user.id, emailNormalized: user.email_normalized, revokedTokenHashes }
      })
    },

    /** A signed-in change: every other session ends, `keepTokenHash` (this device) stays. */
    async changePassword(
      userId: string,
      passwordHash: string,
      keepTokenHash: string,
      now: string,
    ): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', userId)
          .execute()
        await retireResets(trx, userId, now)
        return revokeSessions(trx, userId, now, keepTokenHash)
      })
    },

    /** 'Cerrar sesión en todos los dispositivos': this device's session included. */
    revokeAllSessions(userId: string, now: string): Promise<string[]> {
      return revokeSessions(db, userId, now, null)
    },
  }
}

export type PasswordRepository = ReturnType<typeof createPasswordRepository>
