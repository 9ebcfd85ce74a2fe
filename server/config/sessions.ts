import { z } from 'zod'
import { ConfigError, integer, type EnvOf } from './env.js'

/** Sessions and the secrets every node of a deployment shares. */
export interface SessionsConfig {
  tokenTtlDays: number
  /** How often each node checks that the sessions of its open sockets are still valid. */
  sessionRecheckSeconds: number
  /** How long a session read by token is reused (0: read on every request). */
  sessionCacheMs: number
  /**
   * Seals discover's paging cursors; every node of a deployment must use the same one. Unset:
   * a random secret made once and kept in the database, which all nodes then share.
   */
  cursorSecret: string | undefined
  /**
   * scrypt's cost for new password hashes. 'test' (N=2^10, p=1: about 1 ms instead of 250) is
   * for test suites, which sign up and sign in thousands of users: hashes made with it are
   * cheap to crack, so the server warns at start and refuses it with NODE_ENV=production.
   */
  passwordHashCost: PasswordHashCost
}

export const passwordHashCosts = ['standard', 'test'] as const
export type PasswordHashCost = (typeof passwordHashCosts)[number]

export const sessionsEnv = {
  TOKEN_TTL_DAYS: integer('TOKEN_TTL_DAYS', 1, 3650).default(30),
  SESSION_RECHECK_SECONDS: integer('SESSION_RECHECK_SECONDS', 1, 60).default(30),
  SESSION_CACHE_MS: integer('SESSION_CACHE_MS', 0, 10_000).default(2_000),
  CURSOR_SECRET: z
    .string()
    .trim()
    .min(32, 'CURSOR_SECRET must be at least 32 characters (e.g. openssl rand -base64 32)')
    .optional(),
  PASSWORD_HASH_COST: z
    .enum(passwordHashCosts, { message: 'PASSWORD_HASH_COST must be standard or test' })
    .default('standard'),
}

export function readSessionsConfig(
  e: EnvOf<typeof sessionsEnv>,
  nodeEnv: string | undefined,
): SessionsConfig {
  if (e.PASSWORD_HASH_COST === 'test' && nodeEnv === 'production') {
    throw new ConfigError([
      'PASSWORD_HASH_COST=test makes password hashes cheap to crack: it is for test suites, never with NODE_ENV=production',
    ])
  }
  return {
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    sessionRecheckSeconds: e.SESSION_RECHECK_SECONDS,
    sessionCacheMs: e.SESSION_CACHE_MS,
    cursorSecret: e.CURSOR_SECRET,
    passwordHashCost: e.PASSWORD_HASH_COST,
  }
}
