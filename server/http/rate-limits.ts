import { createHash } from 'node:crypto'
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import type { FastifyBaseLogger } from 'fastify'
import type { ErrorCode } from '../contract/error-codes.js'
import type { RedisConnection } from '../redis.js'
import { HttpError } from './http-error.js'

/**
 * Every rate limit of the server (login, sign-up, socket joins, password reset…) is made
 * here, so they all count the same way: fixed windows from rate-limiter-flexible, in Redis
 * when REDIS_URL is set (every node shares the counters; while Redis is away each node falls
 * back to its own memory rather than failing or waiting), in this process's memory otherwise.
 *
 * A limit is a pair: one counter per client address and one per account (an e-mail, a user
 * id). Account keys are hashed, so Redis holds no e-mail address. A refusal is an HttpError
 * 429 with the feature's code, a Spanish message naming the wait in minutes, and Retry-After.
 *
 * Adding a limit is one call, e.g. for the password reset:
 *   const resetLimit = rateLimits.paired({
 *     name: 'password-reset',
 *     perIp: { points: 10, seconds: 3600 },
 *     perAccount: { points: 3, seconds: 3600 },
 *     code: errorCodes.tooManyRequests,
 *     message: serverMessages.tooManyPasswordResets,
 *   })
 *   await resetLimit.consume(request.ip, email) // throws the 429
 */
export interface RateWindow {
  /** attempts allowed within the window */
  points: number
  seconds: number
}

export interface PairedLimitOptions {
  /** Part of every counter's key: unique per limit, stable across releases. */
  name: string
  perIp: RateWindow
  perAccount: RateWindow
  /** Names the account counter's key, `<name>-<accountLabel>` (default 'account'). */
  accountLabel?: string
  code: ErrorCode
  /** The Spanish refusal, given the wait rounded up to whole minutes. */
  message: (minutes: number) => string
}

export interface PairedLimit {
  /** Counts one attempt against the address, then the account; throws the 429 over either. */
  consume(ip: string, account: string): Promise<void>
  /** The address's counter alone (before the account is known, e.g. a socket's handshake). */
  consumeIp(ip: string): Promise<void>
  /** The account's counter alone. */
  consumeAccount(account: string): Promise<void>
  /** Forgets the account's count (a successful login). Never throws: it only logs. */
  reset(account: string): Promise<void>
}

export interface RateLimits {
  paired(options: PairedLimitOptions): PairedLimit
}

export interface RateLimitsOptions {
  redis: RedisConnection | null
  log: Pick<FastifyBaseLogger, 'warn'>
}

/** The 429 for a wait of `msBeforeNext`: at least one second, the message in whole minutes. */
export function tooManyAttempts(
  code: ErrorCode,
  message: (minutes: number) => string,
  msBeforeNext: number,
): HttpError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000))
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return new HttpError(429, code, message(minutes), { 'Retry-After': String(seconds) })
}

function accountKey(account: string): string {
  return createHash('sha256').update(account).digest('base64url')
}

export function createRateLimits(options: RateLimitsOptions): RateLimits {
  const { redis, log } = options

  function counter(name: string, window: RateWindow): RateLimiterAbstract {
    const settings = { points: window.points, duration: window.seconds }
    const memory = new RateLimiterMemory({ keyPrefix: name, ...settings })
    if (!redis) return memory
    return new RateLimiterRedis({
      storeClient: redis.client,
      useRedisPackage: true,
      keyPrefix: `${redis.keyPrefix}${name}`,
      ...settings,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    })
  }

  return {
    paired(limit) {
      const byIp = counter(`${limit.name}-ip`, limit.perIp)
      const byAccount = counter(
        `${limit.name}-${limit.accountLabel ?? 'account'}`,
        limit.perAccount,
      )
      const take = async (limiter: RateLimiterAbstract, key: string) => {
        try {
          await limiter.consume(key)
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes) {
            throw tooManyAttempts(limit.code, limit.message, rejection.msBeforeNext)
          }
          throw rejection
        }
      }
      return {
        async consume(ip, account) {
          await take(byIp, ip)
          await take(byAccount, accountKey(account))
        },
        consumeIp: (ip) => take(byIp, ip),
        consumeAccount: (account) => take(byAccount, accountKey(account)),
        async reset(account) {
          try {
            await byAccount.delete(accountKey(account))
          } catch (error) {
            log.warn({ err: error, limit: limit.name }, 'could not reset a rate-limit counter')
          }
        },
      }
    },
  }
}
