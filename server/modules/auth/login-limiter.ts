import { errorCodes } from '../../contract/error-codes.js'
import { serverMessages } from '../../contract/errors.js'
import type { PairedLimit, RateLimits } from '../../http/rate-limits.js'

export interface LoginLimiterOptions {
  maxFailsPerEmail: number
  maxAttemptsPerIp: number
  windowSeconds: number
}

/**
 * Brute-force protection for POST /api/auth/login: every attempt counts against the caller's
 * IP, and against the e-mail it targets. The e-mail's point is taken before the password is
 * checked, so parallel guesses cannot slip past the limit while the slow hash runs; a
 * successful login clears the e-mail's count, so in effect only failures accumulate there.
 */
export type LoginLimiter = Pick<PairedLimit, 'consume' | 'reset'>

export function createLoginLimiter(limits: RateLimits, options: LoginLimiterOptions): LoginLimiter {
  return limits.paired({
    name: 'login',
    // The counters' keys since before the shared module: `login-ip` and `login-email`.
    accountLabel: 'email',
    perIp: { points: options.maxAttemptsPerIp, seconds: options.windowSeconds },
    perAccount: { points: options.maxFailsPerEmail, seconds: options.windowSeconds },
    code: errorCodes.tooManyLoginAttempts,
    message: serverMessages.tooManyLoginAttempts,
  })
}
