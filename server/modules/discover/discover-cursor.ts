import { discoverMessages } from '../../contract/discover.contract.js'
import { errorCodes } from '../../contract/error-codes.js'
import { HttpError } from '../../http/http-error.js'

/**
 * Keyset cursors for discover pages, opaque to clients (base64url JSON). By distance the key
 * is (distance, id) — the distance the database computed, which JSON carries exactly, so the
 * next page starts precisely after the last pet shown; newest first it is (createdAt, id).
 * Either way a page never repeats or skips a pet, whatever was inserted meanwhile.
 */
export type DiscoverCursor =
  | { mode: 'distance'; distance: number; id: string }
  | { mode: 'newest'; createdAt: string; id: string }

export function encodeCursor(cursor: DiscoverCursor): string {
  const wire =
    cursor.mode === 'distance'
      ? { m: 'd', d: cursor.distance, i: cursor.id }
      : { m: 'n', c: cursor.createdAt, i: cursor.id }
  return Buffer.from(JSON.stringify(wire)).toString('base64url')
}

const invalid = () => new HttpError(400, errorCodes.badRequest, discoverMessages.invalidCursor)

export function decodeCursor(text: string): DiscoverCursor {
  let wire: unknown
  try {
    wire = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    throw invalid()
  }
  if (typeof wire !== 'object' || wire === null) throw invalid()
  const { m, d, c, i } = wire as Record<string, unknown>
  if (typeof i !== 'string' || i.length === 0 || i.length > 60) throw invalid()
  if (m === 'd' && typeof d === 'number' && Number.isFinite(d) && d >= 0 && d <= 20_100) {
    return { mode: 'distance', distance: d, id: i }
  }
  if (m === 'n' && typeof c === 'string' && c.length <= 40) {
    return { mode: 'newest', createdAt: c, id: i }
  }
  throw invalid()
}
