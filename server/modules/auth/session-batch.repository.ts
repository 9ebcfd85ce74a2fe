import type { Kysely } from 'kysely'
import type { Database, UserRow } from '../../db/schema.js'

export interface StoredSession {
  user: UserRow
  lastUsedAt: string
}

interface Waiting {
  tokenHash: string
  now: string
  resolve(session: StoredSession | undefined): void
  reject(error: unknown): void
}

/** Bounds the IN list (and the statement's parameters); more wait for the next read. */
const MAX_BATCH = 200

/**
 * Session lookups, grouped: every bearer token checked in one event-loop turn is read with one
 * query. Each authenticated request needs its session before anything else, so under load
 * this was one database round trip per request; on PostgreSQL those round trips, not the
 * queries, are what costs. Nothing is cached: every lookup still reads the database after its
 * request arrived, so a revoked or expired token is refused exactly as before.
 */
export function createSessionBatcher(db: Kysely<Database>) {
  let queue: Waiting[] = []
  let reading = false

  async function read(batch: readonly Waiting[]): Promise<void> {
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
        session: { user, lastUsedAt: token_last_used_at },
      })
    }
    for (const waiting of batch) {
      const found = byHash.get(waiting.tokenHash)
      // ISO text sorts as time.
      waiting.resolve(found && found.expiresAt > waiting.now ? found.session : undefined)
    }
  }

  async function drain(): Promise<void> {
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, MAX_BATCH)
        queue = queue.slice(batch.length)
        try {
          await read(batch)
        } catch (error) {
          for (const waiting of batch) waiting.reject(error)
        }
      }
    } finally {
      reading = false
    }
  }

  return {
    /** The live session for a token hash: not revoked, not expired at `now`. */
    find(tokenHash: string, now: string): Promise<StoredSession | undefined> {
      return new Promise((resolve, reject) => {
        queue.push({ tokenHash, now, resolve, reject })
        if (reading) return
        reading = true
        // After this turn's I/O, so every request parsed in the same turn shares the read.
        setImmediate(() => void drain())
      })
    },
  }
}
