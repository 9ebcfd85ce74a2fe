import { createHash } from 'node:crypto'
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { errorCodes } from '../../contract/error-codes.js'
import { passwordMessages } from '../../contract/password.contract.js'
import { HttpError } from '../../http/http-error.js'
import type { RedisConnection } from '../../redis.js'

export interface ResetLimiterOptions {
  maxPerEmail: number
  maxPerIp: number
  windowSeconds: number
  /** With Redis every node shares the counters; without it each process counts its own. */
  redis: RedisConnection | null
}

/**
 * Limits POST /api/auth/forgot-password: every request counts against the caller's IP (one
 * address spraying many inboxes) and against the e-mail it names (one inbox flooded from many
 * addresses). Both count whether or not the address has an account, so a 429 tells nothing
 * about who is registered. Built like login-limiter.ts, with its own counters.
 */
export interface ResetLimiter {
  /** Counts one request; throws a 429 HttpError (with Retry-After) when over either limit. */
  consume(ip: string, emailNormalized: string): Promise<void>
}

function createLimiter(
  name: string,
  points: number,
  duration: number,
  redis: RedisConnection | null,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration })
  if (!redis) return memory
  return new RateLimiterRedis({
    storeClient: redis.client,
    useRedisPackage: true,
    keyPrefix: `${redis.keyPrefix}${name}`,
    points,
    duration,
    // While Redis is away, answer from this node's memory instead of waiting or failing.
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  })
}

function tooManyRequests(msBeforeNext: number): HttpError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000))
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return new HttpError(
    429,
    errorCodes.tooManyResetRequests,
    passwordMessages.tooManyResetRequests(minutes),
    { 'Retry-After': String(seconds) },
  )
}

/** E-mail addresses are hashed before use as keys: Redis needs no copy of them. */
function emailKey(emailNormalized: string): string {
  return createHash('sha256').update(emailNormalized).digest('base64url')
}

async function take(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key)
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooManyRequests(rejection.msBeforeNext)
    throw rejection
  }
}

export function createResetLimiter(options: ResetLimiterOptions): ResetLimiter {
  const byIp = createLimiter('reset-ip', options.maxPerIp, options.windowSeconds, options.redis)
  const byEmail = createLimiter(
    'reset-email',
    options.maxPerEmail,
    options.windowSeconds,
    options.redis,
  )
  return {
    async consume(ip, emailNormalized) {
      await take(byIp, ip)
      await take(byEmail, emailKey(emailNormalized))
    },
  }
}
