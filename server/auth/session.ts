import type { UserRow } from '../db/schema.js'

/**
 * The caller behind a valid token. Declared below the modules (like the guard and the token
 * helpers beside it) because the HTTP hooks and the socket gateway need it too, and those
 * layers never import a module.
 */
export interface Session {
  user: UserRow
  tokenHash: string
}

/** Whatever turns a bearer token into a session: the auth module's service, in the app. */
export interface SessionAuthenticator {
  /** The session for a token, or null when it is unknown, expired or revoked. */
  authenticate(token: string): Promise<Session | null>
}

/** Whatever tells which of several sessions are still live (the socket gateway's re-check). */
export interface SessionChecker {
  /** The hashes among these whose token is neither expired nor revoked now, read from the database. */
  liveTokenHashes(tokenHashes: readonly string[]): Promise<Set<string>>
}
