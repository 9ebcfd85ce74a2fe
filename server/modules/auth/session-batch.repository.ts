import type { Kysely } from 'kysely'
import type { Database, UserRow } from '../../db/schema.js'
import { createTurnBatcher } from '../../db/turn-batcher.js'

export interface StoredSession {
  user: UserRow
  lastUsedAt: string
  expiresAt: string
}

interface Lookup {
  tokenHash: string
  now: string
}

/** Bounds the IN list (and the statement's parameters); more wait for the next read. */
const MAX_BATCH = 200

/**
 * Session lookups, grouped: every bearer token checked in one event-loop turn is read with one
 * query. Each authenticated request needs its session before anything else, so under load
 * this was one database round trip per request; on PostgreSQL those round trips, not the
 * queries, are what costs. The auth service keeps what it read for a short while
 * (auth/session-cache.ts).
 */
export function createSessionBatcher(db: Kysely<Database>) {
  async function read(batch: readonly Lookup[]): Promise<(StoredSession | undefined)[]> {
    // The earliest `now` of the batch in SQL; each caller's own `now` is applied below.
    const earliest = batch.reduce((min, w) => (w.now < min ? w.now : min), batch[0]?.now ?? '')
    const rows = await db
      .selectFrom('auth_tokens')
      .innerJoin('users', 'users.id', 'auth_tokens.user_id')
      .selectAll('users')
      .select([
        'auth_tokens.token_hash as token_hash',
        'auth_tokens.last_used_at as token_last_used_at',
        'auth_tokens.expires_at as token_expires_at',
      ])
      .where('auth_tokens.token_hash', 'in', [...new Set(batch.map((w) => w.tokenHash))])
      .where('auth_tokens.revoked_at', 'is', null)
      .where('auth_tokens.expires_at', '>', earliest)
      .execute()
    const byHash = new Map<string, { expiresAt: string; session: StoredSession }>()
    for (const { token_hash, token_expires_at, token_last_used_at, ...user } of rows) {
      byHash.set(token_hash, {
        expiresAt: token_expires_at,
        session: { user, lastUsedAt: token_last_used_at, expiresAt: token_expires_at },
      })
    }
    return batch.map((lookup) => {
      const found = byHash.get(lookup.tokenHash)
      // ISO text sorts as time.
      return found && found.expiresAt > lookup.now ? found.session : undefined
    })
  }
  const lookUp = createTurnBatcher(MAX_BATCH, read)

  return {
    /** The live session for a token hash: not revoked, not expired at `now`. */
    find(tokenHash: string, now: string): Promise<StoredSession | undefined> {
      return lookUp({ tokenHash, now })
    },
  }
}
