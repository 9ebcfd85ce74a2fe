import { errorCodes } from '../../contract/error-codes.js'
import {
  lostPetMessages as m,
  timeframeHours,
  type LostPetListItem,
  type LostPetsQuery,
  type LostPetsResponse,
} from '../../contract/lost-pets.contract.js'
import { HttpError } from '../../http/http-error.js'
import { toLostPetDoc } from './lost-pet-doc.js'
import { kmOfDistance2 } from './lost-pets-geo.js'
import type {
  AlertFilters,
  LostPetsRepository,
  NearCursor,
  NewestCursor,
} from './lost-pets.repository.js'
import { searchable } from './lost-pet-doc.js'

/**
 * GET /api/lost-pets (spec §2 /lost-pets, §7): nearest first from the query's point, else from
 * the caller's saved location (only used as a centre, never answered), else newest first.
 * Cursors are opaque base64url JSON of the last item's order key; the distances in them are
 * to public places only.
 */
const encode = (value: NearCursor | NewestCursor) =>
  Buffer.from(JSON.stringify(value)).toString('base64url')

function decode(cursor: string, mode: 'distance' | 'newest'): NearCursor | NewestCursor {
  const invalid = () => new HttpError(400, errorCodes.invalidBody, m.filterCursorInvalid)
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw invalid()
  }
  const record = (value ?? {}) as Record<string, unknown>
  if (typeof record.id !== 'string' || record.id.length > 64) throw invalid()
  if (mode === 'distance') {
    if (typeof record.d2 !== 'number' || !Number.isFinite(record.d2)) throw invalid()
    return { d2: record.d2, id: record.id }
  }
  if (typeof record.createdAt !== 'string' || record.createdAt.length > 40) throw invalid()
  return { createdAt: record.createdAt, id: record.id }
}

export async function listLostPets(
  alerts: LostPetsRepository,
  userId: string,
  query: LostPetsQuery,
  now: string,
  hoursAgo: (hours: number) => string,
): Promise<LostPetsResponse> {
  const filters: AlertFilters = {
    status: query.status,
    urgency: query.urgency,
    petType: query.petType,
    since: query.timeframe ? hoursAgo(timeframeHours[query.timeframe]) : undefined,
    search: query.search ? searchable(query.search) : undefined,
    now,
  }
  const centre =
    query.lat !== undefined && query.lng !== undefined
      ? { latitude: query.lat, longitude: query.lng }
      : await alerts.savedLocation(userId)
  // One more than asked: whether there is a next page without a second query.
  const take = query.limit + 1
  if (centre) {
    const cursor = query.cursor ? (decode(query.cursor, 'distance') as NearCursor) : undefined
    const rows = await alerts.nearest(centre, query.distance, filters, take, cursor)
    const page = rows.slice(0, query.limit)
    const last = page.at(-1)
    const lostPets: LostPetListItem[] = page.map((row) => ({
      ...toLostPetDoc(row),
      distanceKm: Math.round(kmOfDistance2(row.d2) * 10) / 10,
    }))
    return {
      success: true,
      lostPets,
      nextCursor: rows.length > query.limit && last ? encode({ d2: last.d2, id: last.id }) : null,
      mode: 'distance',
    }
  }
  const cursor = query.cursor ? (decode(query.cursor, 'newest') as NewestCursor) : undefined
  const rows = await alerts.newest(filters, take, cursor)
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    success: true,
    lostPets: page.map((row) => ({ ...toLostPetDoc(row), distanceKm: null })),
    nextCursor:
      rows.length > query.limit && last
        ? encode({ createdAt: last.created_at, id: last.id })
        : null,
    mode: 'newest',
  }
}
