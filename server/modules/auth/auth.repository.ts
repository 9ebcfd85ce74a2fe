import type { Kysely } from 'kysely'
import type { AuthTokensTable, Database, UserRow, UsersTable } from '../../db/schema.js'
import { nextChangeSeq } from '../sync/change-sequence.repository.js'
import { createSessionBatcher, type StoredSession } from './session-batch.repository.js'
import { uniqueViolation } from '../../db/unique-violation.js'
import { blankProfile } from '../users/blank-profile.js'

export type NewUser = Pick<
  UsersTable,
  'id' | 'email' | 'email_normalized' | 'name' | 'phone' | 'password_hash' | 'created_at'
>

export type { StoredSession }

/**
 * A duplicate e-mail that slipped past the service's check (two sign-ups racing) surfaces as
 * the database's unique violation: SQLITE_CONSTRAINT_UNIQUE on SQLite, SQLSTATE 23505 on
 * PostgreSQL. Only the e-mail's constraint counts; any other failure is a real error.
 */
export function isEmailUniqueViolation(error: unknown): boolean {
  return uniqueViolation(error)?.detail.includes('email_normalized') ?? false
}

/** Bounds the IN list: SQLite allows 32,766 parameters, PostgreSQL 65,535. */
const LIVE_CHECK_CHUNK = 500

export function createAuthRepository(db: Kysely<Database>) {
  const sessions = createSessionBatcher(db)
  return {
    findUserByEmail(emailNormalized: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where('email_normalized', '=', emailNormalized)
        .executeTakeFirst()
    },

    /** A new user takes their profile feed seq in the same transaction (commit order). */
    async insertUser(user: NewUser): Promise<UserRow | 'email-taken'> {
      try {
        return await db.transaction().execute(async (trx) => {
          const seq = await nextChangeSeq(trx, 'profile')
          return trx
            .insertInto('users')
            .values({
              ...user,
              ...blankProfile,
              is_demo: 0,
              updated_at: user.created_at,
              seq,
            })
            .returningAll()
            .executeTakeFirstOrThrow()
        })
      } catch (error) {
        if (isEmailUniqueViolation(error)) return 'email-taken'
        throw error
      }
    },

    async insertToken(token: Omit<AuthTokensTable, 'revoked_at'>): Promise<void> {
      await db
        .insertInto('auth_tokens')
        .values({ ...token, revoked_at: null })
        .execute()
    },

    /** The live session for a token hash: not revoked, not expired (batched per tick). */
    findSession: (tokenHash: string, now: string) => sessions.find(tokenHash, now),

    /** Which of these token hashes are live at `now`: one query per LIVE_CHECK_CHUNK hashes. */
    async liveTokenHashes(tokenHashes: readonly string[], now: string): Promise<Set<string>> {
      const live = new Set<string>()
      const unique = [...new Set(tokenHashes)]
      for (let start = 0; start < unique.length; start += LIVE_CHECK_CHUNK) {
        const rows = await db
          .selectFrom('auth_tokens')
          .select('token_hash')
          .where('token_hash', 'in', unique.slice(start, start + LIVE_CHECK_CHUNK))
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', now)
          .execute()
        for (const row of rows) live.add(row.token_hash)
      }
      return live
    },

    async touchToken(tokenHash: string, now: string): Promise<void> {
      await db
        .updateTable('auth_tokens')
        .set({ last_used_at: now })
        .where('token_hash', '=', tokenHash)
        .execute()
    },

    async revokeToken(tokenHash: string, now: string): Promise<void> {
      await db
        .updateTable('auth_tokens')
        .set({ revoked_at: now })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute()
    },
  }
}

export type AuthRepository = ReturnType<typeof createAuthRepository>
