import { createHash } from 'node:crypto'
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import type { FastifyBaseLogger } from 'fastify'
import { errorCodes } from '../../contract/error-codes.js'
import { serverMessages } from '../../contract/errors.js'
import { HttpError } from '../../http/http-error.js'
import type { RedisConnection } from '../../redis.js'

export interface LoginLimiterOptions {
  maxFailsPerEmail: number
  maxAttemptsPerIp: number
  windowSeconds: number
  /** With Redis every node shares the counters; without it each process counts its own. */
  redis: RedisConnection | null
  log: Pick<FastifyBaseLogger, 'warn'>
}

/**
 * Brute-force protection for POST /api/auth/login: every attempt counts against the caller's
 * IP, and against the e-mail it targets. The e-mail's point is taken before the password is
 * checked, so parallel guesses cannot slip past the limit while the slow hash runs; a
 * successful login clears the e-mail's count, so in effect only failures accumulate there.
 */
export interface LoginLimiter {
  /** Counts one attempt; throws a 429 HttpError (with Retry-After) when over either limit. */
  consume(ip: string, emailNormalized: string): Promise<void>
  reset(emailNormalized: string): Promise<void>
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

function tooManyAttempts(msBeforeNext: number): HttpError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000))
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return new HttpError(
    429,
    errorCodes.tooManyLoginAttempts,
    serverMessages.tooManyLoginAttempts(minutes),
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
    if (rejection instanceof RateLimiterRes) throw tooManyAttempts(rejection.msBeforeNext)
    throw rejection
  }
}

export function createLoginLimiter(options: LoginLimiterOptions): LoginLimiter {
  const byIp = createLimiter(
    'login-ip',
    options.maxAttemptsPerIp,
    options.windowSeconds,
    options.redis,
  )
  const byEmail = createLimiter(
    'login-email',
    options.maxFailsPerEmail,
    options.windowSeconds,
    options.redis,
  )
  return {
    async consume(ip, emailNormalized) {
      await take(byIp, ip)
      await take(byEmail, emailKey(emailNormalized))
    },
    async reset(emailNormalized) {
      // The user is already signed in: a counter that fails to clear must not undo that.
      try {
        await byEmail.delete(emailKey(emailNormalized))
      } catch (error) {
        options.log.warn({ err: error }, 'could not reset the login failure counter')
      }
    },
  }
}
