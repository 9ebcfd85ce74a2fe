import { privacyMessages } from '../../contract/privacy.messages.js'
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
import { premiumMessages, premiumRules } from '../../contract/premium.contract.js'
import type { UserRow } from '../../db/schema.js'
import type { Personality } from '../../contract/pets.contract.js'
import { createTurnGroups } from '../../db/turn-groups.js'
import { HttpError } from '../../http/http-error.js'
import { isPremium } from '../matches/quota.js'
import { photosOf } from '../pets/pet-doc.js'
import { PERSONALITY_CATALOGUE } from '../pets/personalities.seed.js'
import type { CursorSeal, DiscoverCursor } from './discover-cursor.js'
import { ignoredFiltersOf, petFiltersOf } from './discover-filters.js'
import type {
  DiscoverRepository,
  DiscoverRow,
  NearbyRow,
  NearestParams,
} from './discover.repository.js'
import { haversineKm, type Position } from './geo.js'

/**
 * GET /api/pets/discover. With a position pets come nearest first within maxDistance; without
 * one (or with useLocation=false) newest first. The position is the query's, else the caller's
 * 'Pasaporte' place while their premium is active, else their saved location. Coordinates in
 * the query are a premium search too (contract/premium.contract.ts): a free or expired user
 * may centre it only within FREE_QUERY_RADIUS_KM of their saved location, else 403.
 *
 * Boosts: the pets of users whose boost runs now come first — the first page opens with them,
 * nearest first, and the ordinary order leaves them out, so no later page repeats them. The
 * cursor says which of the two orders it is in (discover-cursor.ts).
 *
 * Nearest first is the repository's `nearest`: a KNN-sized single statement on PostgreSQL,
 * expanding rings on SQLite (nearest-rings.repository.ts); either way exactly the page one
 * query over all of maxDistance would give, without reading all the pets within it.
 *
 * Every figure in the answer — coordinates, distance, which pets are within maxDistance, their
 * order, the cursor — comes from each pet's cell (server/geo/privacy.ts), never its exact
 * position; distances are shown in whole km, and the cursor is sealed.
 *
 * The pages asked for in one event-loop turn are computed together (db/turn-groups.ts): one
 * clock and one read of the running boosts for all of them, then their statements back to
 * back, and their answers leave in one burst. Under load that is what keeps a page cheap: taken
 * one by one between other requests' parsing and writing, the same statements ran up to 70 %
 * slower, and the loop slept once per answer instead of once per burst (docs/benchmarks.md).
 */
export interface DiscoverServiceOptions {
  repository: DiscoverRepository
  cursors: CursorSeal
  now?: () => Date
}

/**
 * Personality ids to catalogue entries, in catalogue order (the order the pets module lists
 * them in: ensurePersonalities keeps the table equal to this catalogue at every start).
 */
const CATALOGUE = new Map(
  PERSONALITY_CATALOGUE.map((entry, order) => [entry.id, { order, personality: entry }]),
)
/**
 * Per distinct id list (a page repeats few combinations): the answer is only serialised, so
 * pets may share one array. Bounded: ids come from the database, a new combination is rare.
 */
const PERSONALITY_LISTS = new Map<string, Personality[]>()
const PERSONALITY_LISTS_MAX = 10_000
function personalitiesOf(ids: string | null): Personality[] {
  if (!ids) return []
  const known = PERSONALITY_LISTS.get(ids)
  if (known) return known
  const list = ids
    .split(',')
    .flatMap((id) => CATALOGUE.get(id) ?? [])
    .sort((a, b) => a.order - b.order)
    .map(({ personality: { id, name, category } }) => ({ id, name, category }))
  if (PERSONALITY_LISTS.size >= PERSONALITY_LISTS_MAX) PERSONALITY_LISTS.clear()
  PERSONALITY_LISTS.set(ids, list)
  return list
}

/** What the pages of one turn share. */
interface Turn {
  at: Date
  /** The owners whose boost runs at `at`: read once per turn, when a page first needs it. */
  boostedOwners(): Promise<readonly string[]>
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

export function createDiscoverService({ repository, cursors, now }: DiscoverServiceOptions) {
  /** Where to search; throws 403 for a free user's query far from their saved location. */
  async function centreOf(
    user: UserRow,
    query: DiscoverQuery,
    at: Date,
  ): Promise<{ position: Position | null; origin: 'query' | 'passport' | 'saved' }> {
    // The session's user row: as current as the premium test beside it (a cached session is
    // forgotten on every node whenever the row changes: auth/session-cache.ts), and one read
    // fewer per page.
    const saved =
      user.latitude === null || user.longitude === null
        ? null
        : { latitude: user.latitude, longitude: user.longitude }
    const premium = isPremium(user, at)
    if (query.latitude !== undefined && query.longitude !== undefined) {
      const given = { latitude: query.latitude, longitude: query.longitude }
      if (!premium && (!saved || haversineKm(saved, given) > premiumRules.freeQueryRadiusKm)) {
        throw new HttpError(403, errorCodes.premiumRequired, premiumMessages.farQueryPremium)
      }
      return { position: given, origin: 'query' }
    }
    const passport = premium ? await repository.passportOf(user.id) : null
    if (passport) return { position: passport, origin: 'passport' }
    return { position: saved, origin: 'saved' }
  }

  /**
   * A page by distance. Without a cursor, or with one in the boosted order, it starts (or goes
   * on) with the boosted pets and fills up from the start of the ordinary order; the ordinary
   * order never holds a boosted pet. A boost that ends between two pages may bring its pets
   * back in the ordinary order: the client then already has them (or swiped them).
   */
  async function distancePage(
    base: Omit<NearestParams, 'after' | 'offset' | 'limit'>,
    cursor: Extract<DiscoverCursor, { mode: 'distance' }> | undefined,
    offset: number,
    wanted: number,
    turn: Turn,
  ): Promise<{ row: NearbyRow; boosted: boolean }[]> {
    const owners = await turn.boostedOwners()
    const ordinary = { ...base, exclude: { ...base.exclude, boostedOwners: owners } }
    if (cursor && !cursor.boosted) {
      const rows = await repository.nearest({ ...ordinary, after: cursor, offset, limit: wanted })
      return rows.map((row) => ({ row, boosted: false }))
    }
    const boosted = await repository.boosted({
      ...base,
      owners,
      after: cursor,
      offset: 0,
      limit: offset + wanted,
    })
    const first = boosted.slice(offset).map((row) => ({ row, boosted: true }))
    if (first.length >= wanted) return first
    const rest = await repository.nearest({
      ...ordinary,
      after: undefined,
      offset: Math.max(0, offset - boosted.length),
      limit: wanted - first.length,
    })
    return [...first, ...rest.map((row) => ({ row, boosted: false }))]
  }

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

  /**
   * The cards, one object literal each (twenty a request): only what DiscoverPet carries.
   * Discover never returns the caller's pets, so every pet is shown at its cell.
   */
  function toDiscoverPets(
    rows: DiscoverRow[],
    distanceOf: (row: DiscoverRow) => number | null,
    inHeat: boolean,
  ): DiscoverPet[] {
    return rows.map((row) => {
      // The owner's 'Mostrar distancia' off: no figure at all, only 'cerca de ti' (the pet
      // is within the searcher's maxDistance, which is all its being listed says anyway).
      const measured = distanceOf(row)
      const isDistanceHidden = measured !== null && Number(row.owner_show_distance) === 0
      const distance = isDistanceHidden ? null : measured
      const pet: DiscoverPet = {
        id: row.id,
        ownerId: row.owner_id,
        name: row.name,
        species: row.species,
        breed: row.breed,
        age: row.age,
        gender: row.gender,
        city: row.city,
        latitude: row.cell_latitude,
        longitude: row.cell_longitude,
        photos: photosOf(row),
        personalities: personalitiesOf(row.personality_ids),
        owner: { name: row.owner_name, avatar: row.owner_avatar, city: row.owner_city },
        distance: distance === null ? null : coarseDistanceKm(distance),
        formattedDistance: isDistanceHidden
          ? privacyMessages.nearYou
          : distance === null
            ? null
            : formatDistance(distance),
      }
      if (isDistanceHidden) pet.distanceHidden = true
      // Every pet on a page filtered for it passed the filter; no other page says anything.
      if (inHeat) pet.inHeat = true
      return pet
    })
  }

  async function pageFor(
    user: UserRow,
    query: DiscoverQuery,
    turn: Turn,
  ): Promise<DiscoverResponse> {
    const userId = user.id
    const { at } = turn
    const cursor = query.cursor === undefined ? undefined : cursors.open(query.cursor)
    const exclude = { ownerId: userId, actorKey: await actorKeyOf(userId, query.userPetId) }
    const filters = petFiltersOf(query, at)
    const ignoredFilters = ignoredFiltersOf(query)
    const limit = query.limit ?? discoverRules.limitDefault
    const offset = query.offset ?? 0
    const { position, origin } = await centreOf(user, query, at)
    const showDistance = query.includeDistance !== false

    if (position && query.useLocation !== false) {
      if (cursor && cursor.mode !== 'distance') throw invalidCursor()
      const maxDistance = query.maxDistance ?? discoverRules.maxDistanceDefault
      const page = await distancePage(
        { center: position, maxDistance, filters, exclude },
        cursor,
        offset,
        limit + 1,
        turn,
      )
      const shown = page.slice(0, limit)
      const last = shown.at(-1)
      return {
        pets: toDiscoverPets(
          shown.map((entry) => entry.row),
          (row) => (showDistance ? (row as NearbyRow).distance : null),
          filters.inHeatAt !== undefined,
        ),
        nextCursor:
          page.length > limit && last
            ? cursors.seal({
                mode: 'distance',
                distance: last.row.distance,
                id: last.row.id,
                boosted: last.boosted,
              })
            : null,
        mode: 'distance',
        origin,
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
  }

  const inTurns = createTurnGroups<{ user: UserRow; query: DiscoverQuery }, DiscoverResponse>(
    (group) => {
      const at = now?.() ?? new Date()
      let owners: Promise<readonly string[]> | undefined
      const turn: Turn = {
        at,
        boostedOwners: () => (owners ??= repository.boostedOwners(at.toISOString())),
      }
      return Promise.all(group.map(({ user, query }) => pageFor(user, query, turn).catch(asError)))
    },
  )

  return {
    discover: (user: UserRow, query: DiscoverQuery): Promise<DiscoverResponse> =>
      inTurns({ user, query }),
  }
}

const invalidCursor = () =>
  new HttpError(400, errorCodes.badRequest, discoverMessages.invalidCursor)

export type DiscoverService = ReturnType<typeof createDiscoverService>
