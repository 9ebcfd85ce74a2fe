import type { FastifyBaseLogger } from 'fastify'
import type { RedisConnection } from '../redis.js'
import type { Session } from './session.js'

/**
 * Sessions read by bearer token, kept for a short while (SESSION_CACHE_MS, 2 s by default) so
 * a burst of requests of one device costs one database read, not one each. Whatever makes a
 * cached session wrong forgets it at once on every node: a revoked token (sign-out, password
 * change or reset, sign-out everywhere) and a changed user row (profile, subscription) are
 * forgotten here and announced on one Redis channel, which every node listens to. Without
 * Redis there is one node, and forgetting locally is enough.
 *
 * The window that remains is a request that reaches another node between the revoking commit
 * and the announcement (a Redis round trip): it is served with the session it had. Sockets are
 * not affected by it: they are cut by the revocation itself (realtime/gateway.ts).
 */
export interface SessionCache {
  get(tokenHash: string, now: number): CachedSession | undefined
  set(tokenHash: string, entry: Omit<CachedSession, 'cachedUntil'>, now: number): void
  forgetToken(tokenHash: string): void
  forgetUser(userId: string): void
  close(): Promise<void>
}

export interface CachedSession {
  session: Session
  /** the token's own expiry (ms): a cached session never outlives it */
  expiresAt: number
  lastUsedAt: number
  cachedUntil: number
}

/** Bounds memory: past this many, the oldest entries go first. */
const MAX_ENTRIES = 50_000

type Forget = { token: string } | { user: string }

export async function createSessionCache(options: {
  ttlMs: number
  redis: RedisConnection | null
  log: FastifyBaseLogger
}): Promise<SessionCache> {
  const { ttlMs, redis, log } = options
  const entries = new Map<string, CachedSession>()
  const channel = `${redis?.keyPrefix ?? ''}sessions:forget`

  function forgetLocally(message: Forget): void {
    if ('token' in message) {
      entries.delete(message.token)
      return
    }
    for (const [hash, entry] of entries) {
      if (entry.session.user.id === message.user) entries.delete(hash)
    }
  }

  function announce(message: Forget): void {
    forgetLocally(message)
    if (!redis || ttlMs === 0) return
    redis.client.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
      log.warn({ err: error }, 'session forget not announced')
    })
  }

  const listener = (raw: string) => {
    try {
      forgetLocally(JSON.parse(raw) as Forget)
    } catch (error) {
      log.warn({ err: error }, 'unreadable session forget')
    }
  }
  if (redis && ttlMs > 0) await redis.subscriber.subscribe(channel, listener)

  return {
    get(tokenHash, now) {
      const entry = entries.get(tokenHash)
      if (!entry) return undefined
      if (entry.cachedUntil <= now || entry.expiresAt <= now) {
        entries.delete(tokenHash)
        return undefined
      }
      return entry
    },
    set(tokenHash, entry, now) {
      if (ttlMs === 0) return
      entries.delete(tokenHash)
      entries.set(tokenHash, { ...entry, cachedUntil: now + ttlMs })
      if (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
    },
    forgetToken: (token) => announce({ token }),
    forgetUser: (user) => announce({ user }),
    async close() {
      entries.clear()
      if (redis && ttlMs > 0) {
        await redis.subscriber.unsubscribe(channel, listener).catch(() => undefined)
      }
    },
  }
}
