import { z } from 'zod'
import { integer, type EnvOf } from './env.js'

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
}

export const sessionsEnv = {
  TOKEN_TTL_DAYS: integer('TOKEN_TTL_DAYS', 1, 3650).default(30),
  SESSION_RECHECK_SECONDS: integer('SESSION_RECHECK_SECONDS', 1, 60).default(30),
  SESSION_CACHE_MS: integer('SESSION_CACHE_MS', 0, 10_000).default(2_000),
  CURSOR_SECRET: z
    .string()
    .trim()
    .min(32, 'CURSOR_SECRET must be at least 32 characters (e.g. openssl rand -base64 32)')
    .optional(),
}

export function readSessionsConfig(e: EnvOf<typeof sessionsEnv>): SessionsConfig {
  return {
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    sessionRecheckSeconds: e.SESSION_RECHECK_SECONDS,
    sessionCacheMs: e.SESSION_CACHE_MS,
    cursorSecret: e.CURSOR_SECRET,
  }
}
