import {
  coarseDistanceKm,
  discoverMessages,
  discoverRules,
  formatDistance,
  type DiscoverPet,
  type DiscoverQuery,
  type DiscoverResponse,
} from '../../contract/discover.contract.js'
import { errorCodes } from '../../contract/error-codes.js'
import type { Personality } from '../../contract/pets.contract.js'
import { HttpError } from '../../http/http-error.js'
import { toPetDocFor } from '../pets/pet-doc.js'
import { PERSONALITY_CATALOGUE } from '../pets/personalities.seed.js'
import type { CursorSeal } from './discover-cursor.js'
import { ignoredFiltersOf, petFiltersOf } from './discover-filters.js'
import type { DiscoverRepository, DiscoverRow, NearbyRow } from './discover.repository.js'
import { haversineKm } from './geo.js'

/**
 * GET /api/pets/discover. With a position (the query's, else the caller's saved one) pets come
 * nearest first within maxDistance; without one (or with useLocation=false) newest first.
 *
 * Nearest first is the repository's `nearest`: a KNN-sized single statement on PostgreSQL,
 * expanding rings on SQLite (nearest-rings.repository.ts); either way exactly the page one
 * query over all of maxDistance would give, without reading all the pets within it.
 *
 * Every figure in the answer — coordinates, distance, which pets are within maxDistance, their
 * order, the cursor — comes from each pet's cell (server/geo/privacy.ts), never its exact
 * position; distances are shown in whole km, and the cursor is sealed.
 */
export interface DiscoverServiceOptions {
  repository: DiscoverRepository
  cursors: CursorSeal
}

/**
 * Personality ids to catalogue entries, in catalogue order (the order the pets module lists
 * them in: ensurePersonalities keeps the table equal to this catalogue at every start).
 */
const CATALOGUE = new Map(
  PERSONALITY_CATALOGUE.map((entry, order) => [entry.id, { order, personality: entry }]),
)
function personalitiesOf(ids: string | null): Personality[] {
  if (!ids) return []
  return ids
    .split(',')
    .flatMap((id) => CATALOGUE.get(id) ?? [])
    .sort((a, b) => a.order - b.order)
    .map(({ personality: { id, name, category } }) => ({ id, name, category }))
}

export function createDiscoverService({ repository, cursors }: DiscoverServiceOptions) {
  async function actorKeyOf(userId: string, userPetId: string | undefined): Promise<string> {
    if (userPetId === undefined) return `user:${userId}`
    const pet = await repository.findPetOwner(userPetId)
    if (!pet || pet.deleted === 1) {
      throw new HttpError(404, errorCodes.notFound, discoverMessages.userPetNotFound)
    }
    if (pet.owner_id !== userId) {
      throw new HttpError(403, errorCodes.forbidden, discoverMessages.userPetNotYours)
    }
    return userPetId
  }

  function toDiscoverPets(
    viewerId: string,
    rows: DiscoverRow[],
    distanceOf: (row: DiscoverRow) => number | null,
    inHeat: boolean,
  ): DiscoverPet[] {
    return rows.map((row) => {
      const distance = distanceOf(row)
      return {
        // Discover never returns the caller's pets: each is shown at its cell.
        ...toPetDocFor(row, personalitiesOf(row.personality_ids), viewerId),
        owner: { name: row.owner_name, avatar: row.owner_avatar, city: row.owner_city },
        distance: distance === null ? null : coarseDistanceKm(distance),
        formattedDistance: distance === null ? null : formatDistance(distance),
        // Every pet on a page filtered for it passed the filter; no other page says anything.
        ...(inHeat ? { inHeat: true as const } : {}),
      }
    })
  }

  return {
    async discover(userId: string, query: DiscoverQuery): Promise<DiscoverResponse> {
      const cursor = query.cursor === undefined ? undefined : cursors.open(query.cursor)
      const exclude = { ownerId: userId, actorKey: await actorKeyOf(userId, query.userPetId) }
      const filters = petFiltersOf(query)
      const ignoredFilters = ignoredFiltersOf(query)
      const limit = query.limit ?? discoverRules.limitDefault
      const offset = query.offset ?? 0
      const given =
        query.latitude !== undefined && query.longitude !== undefined
          ? { latitude: query.latitude, longitude: query.longitude }
          : null
      const position = given ?? (await repository.savedLocation(userId))
      const showDistance = query.includeDistance !== false

      if (position && query.useLocation !== false) {
        if (cursor && cursor.mode !== 'distance') throw invalidCursor()
        const maxDistance = query.maxDistance ?? discoverRules.maxDistanceDefault
        const page = await repository.nearest({
          center: position,
          maxDistance,
          filters,
          exclude,
          after: cursor,
          offset,
          limit: limit + 1,
        })
        const shown = page.slice(0, limit)
        const last = shown.at(-1)
        return {
          pets: toDiscoverPets(
            userId,
            shown,
            (row) => (showDistance ? (row as NearbyRow).distance : null),
            filters.inHeatAt !== undefined,
          ),
          nextCursor:
            page.length > limit && last
              ? cursors.seal({ mode: 'distance', distance: last.distance, id: last.id })
              : null,
          mode: 'distance',
          origin: given ? 'query' : 'saved',
          maxDistance,
          ignoredFilters,
        }
      }

      if (cursor && cursor.mode !== 'newest') throw invalidCursor()
      const rows = await repository.newest({
        filters,
        exclude,
        after: cursor,
        offset,
        limit: limit + 1,
      })
      const shown = rows.slice(0, limit)
      const last = shown.at(-1)
      return {
        pets: toDiscoverPets(
          userId,
          shown,
          (row) =>
            showDistance && position && row.cell_latitude !== null && row.cell_longitude !== null
              ? haversineKm(position, {
                  latitude: row.cell_latitude,
                  longitude: row.cell_longitude,
                })
              : null,
          filters.inHeatAt !== undefined,
        ),
        nextCursor:
          rows.length > limit && last
            ? cursors.seal({ mode: 'newest', createdAt: last.created_at, id: last.id })
            : null,
        mode: 'newest',
        origin: null,
        maxDistance: null,
        ignoredFilters,
      }
    },
  }
}

const invalidCursor = () =>
  new HttpError(400, errorCodes.badRequest, discoverMessages.invalidCursor)

export type DiscoverService = ReturnType<typeof createDiscoverService>
