import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import type { PasswordHashCost } from '../../config/sessions.js'

/**
 * Password hashing with scrypt (Node's built-in, no native addon). Parameters follow OWASP's
 * password storage cheat sheet: N=2^15, r=8, p=3 (32 MiB per hash). They are stored in the
 * hash so they can be raised later without breaking old hashes.
 * Format: scrypt$N$r$p$<salt b64>$<key b64>
 *
 * PASSWORD_HASH_COST=test (server/config/sessions.ts) makes new hashes with N=2^10, p=1: the
 * same code path at about 1 ms a hash, for test suites that sign up thousands of users (each
 * standard hash costs about 250 ms of CPU). Verification always uses the stored parameters.
 */
const COSTS: Record<PasswordHashCost, Readonly<{ N: number; r: number; p: number }>> = {
  standard: { N: 2 ** 15, r: 8, p: 3 },
  test: { N: 2 ** 10, r: 8, p: 1 },
}
let PARAMS = COSTS.standard

/** Set once at boot from the configuration. */
export function setPasswordHashCost(cost: PasswordHashCost): void {
  PARAMS = COSTS[cost]
}
const KEY_LENGTH = 64
const SALT_LENGTH = 16

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must cover 128 * N * r bytes (plus slack), or Node refuses the parameters.
    const maxmem = 256 * (options.N ?? PARAMS.N) * (options.r ?? PARAMS.r)
    scrypt(password, salt, KEY_LENGTH, { ...options, maxmem }, (error, key) => {
      if (error) reject(error)
      else resolve(key)
    })
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const key = await derive(password, salt, PARAMS)
  return [
    'scrypt',
    String(PARAMS.N),
    String(PARAMS.r),
    String(PARAMS.p),
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || !saltB64 || !keyB64) return false
  const expected = Buffer.from(keyB64, 'base64')
  const key = await derive(password, Buffer.from(saltB64, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A hash of a random password, for comparing against when the e-mail is unknown (equal timing). */
let decoyHash: Promise<string> | undefined
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'))
  return decoyHash
}
