import { createHash, randomBytes } from 'node:crypto'

/**
 * Session tokens: 256 random bits, given to the client once. The database keeps only their
 * SHA-256, so a leaked database (or backup) holds no usable session. A plain hash is enough
 * here, unlike passwords: the token has full entropy, nothing to brute-force.
 */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Longer than any token we issue; refusing early avoids hashing junk headers. */
const MAX_TOKEN_LENGTH = 256

/** The token from `Authorization: Bearer <token>`, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header) : null
  const token = match?.[1]
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null
}

export function isPlausibleToken(token: unknown): token is string {
  return typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH
}
