import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto'
import { discoverMessages } from '../../contract/discover.contract.js'
import { errorCodes } from '../../contract/error-codes.js'
import { HttpError } from '../../http/http-error.js'

/**
 * Keyset cursors for discover pages. By distance the key is (distance, id) — the distance the
 * database computed to the last pet's cell, so the next page starts precisely after it; newest
 * first it is (createdAt, id). Either way a page never repeats or skips a pet, whatever was
 * inserted meanwhile. A distance key taken in the boosted pets' order (discover.service.ts)
 * says so (`boosted`): the next page goes on in that order, then starts the ordinary one.
 *
 * Sealed with AES-256-GCM under a key derived from the server's cursor secret (shared by every
 * node: CURSOR_SECRET, else one kept in the database by server-secrets.repository.ts): a
 * client can neither read a cursor nor make or alter one. Anything that does not open is a 400.
 * Wire: base64url(nonce 12 bytes | ciphertext | tag 16 bytes). The nonce is synthetic, an
 * HMAC of the plaintext under a key of its own: the same position always seals to the same
 * cursor (a page asked twice pages on identically), and a nonce is never shared by two
 * different plaintexts, which is what GCM needs.
 */
export type DiscoverCursor =
  /** boosted: the key is in the boosted pets' order, which the first pages show first */
  | { mode: 'distance'; distance: number; id: string; boosted?: boolean }
  | { mode: 'newest'; createdAt: string; id: string }

const NONCE_BYTES = 12
const TAG_BYTES = 16

const invalid = () => new HttpError(400, errorCodes.badRequest, discoverMessages.invalidCursor)

export function createCursorSeal(secret: string) {
  // Keys of their own for cursors, so the secret could serve other purposes without reuse.
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest()
  const key = derive('huellitas discover cursor v1')
  const nonceKey = derive('huellitas discover cursor nonce v1')

  function seal(cursor: DiscoverCursor): string {
    const wire =
      cursor.mode === 'distance'
        ? { m: 'd', d: cursor.distance, i: cursor.id, ...(cursor.boosted ? { b: 1 } : {}) }
        : { m: 'n', c: cursor.createdAt, i: cursor.id }
    const plain = JSON.stringify(wire)
    const nonce = createHmac('sha256', nonceKey).update(plain).digest().subarray(0, NONCE_BYTES)
    const cipher = createCipheriv('aes-256-gcm', key, nonce)
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    return Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url')
  }

  function openSealed(text: string): unknown {
    const bytes = Buffer.from(text, 'base64url')
    // base64url decoding skips what it cannot read: only a canonical encoding is ours.
    if (bytes.length <= NONCE_BYTES + TAG_BYTES || bytes.toString('base64url') !== text) {
      throw invalid()
    }
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES))
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
      const plain = Buffer.concat([
        decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)),
        decipher.final(),
      ])
      return JSON.parse(plain.toString('utf8'))
    } catch {
      throw invalid()
    }
  }

  function open(text: string): DiscoverCursor {
    const wire = openSealed(text)
    if (typeof wire !== 'object' || wire === null) throw invalid()
    const { m, d, c, i, b } = wire as Record<string, unknown>
    if (typeof i !== 'string' || i.length === 0 || i.length > 60) throw invalid()
    if (m === 'd' && typeof d === 'number' && Number.isFinite(d) && d >= 0) {
      return { mode: 'distance', distance: d, id: i, ...(b === 1 ? { boosted: true } : {}) }
    }
    if (m === 'n' && typeof c === 'string' && c.length <= 40) {
      return { mode: 'newest', createdAt: c, id: i }
    }
    throw invalid()
  }

  return { seal, open }
}

export type CursorSeal = ReturnType<typeof createCursorSeal>
