import type { PetRow } from '../pets/pet-doc.js'
import type { PetFilters } from './discover-filters.js'
import type { Box, Position } from './geo.js'

/**
 * The shapes discover's queries take and return. They sit apart from the repository files so
 * that the query parts (discover-sql, nearest-rings) and the repository that assembles them
 * can all use them without importing one another in a circle.
 */
export interface Exclusions {
  /** the caller: never their own pets */
  ownerId: string
  /** swipes.actor_key of the chosen pet (or 'user:<id>'): pets it already swiped are left out */
  actorKey: string
  /**
   * owners whose boost runs now: their pets are left out of the ordinary order, because the
   * first page shows them before it (`boosted`), and later pages must not repeat them
   */
  boostedOwners?: readonly string[] | undefined
}

export interface NearbyParams {
  center: Position
  radiusKm: number
  box: Box
  filters: PetFilters
  exclude: Exclusions
  after?: { distance: number; id: string } | undefined
  offset: number
  limit: number
  useIndex?: boolean
}

/** boosted(): the boosted owners' pets within maxDistance, nearest first. */
export type BoostedParams = NearestParams & { owners: readonly string[] }

/** nearest(): the page within maxDistance; `limit` rows at most, after `offset`. */
export type NearestParams = Omit<NearbyParams, 'radiusKm' | 'box' | 'useIndex'> & {
  maxDistance: number
}

export interface NewestParams {
  filters: PetFilters
  exclude: Exclusions
  after?: { createdAt: string; id: string } | undefined
  offset: number
  limit: number
}

/**
 * The pets columns a discover card is built from (DiscoverPet): the card's own fields and the
 * cell it is placed at. Only these are read for a page — no description, QR profile or
 * timestamps, which the card never shows (the profile screen asks GET /api/pets/{id}).
 */
export const DISCOVER_PET_COLUMNS = [
  'id',
  'owner_id',
  'name',
  'species',
  'breed',
  'age',
  'gender',
  'city',
  'photos',
  // not shown: the newest-first order's cursor
  'created_at',
] as const

export type DiscoverRow = Pick<PetRow, (typeof DISCOVER_PET_COLUMNS)[number]> & {
  cell_latitude: number | null
  cell_longitude: number | null
  owner_name: string
  owner_avatar: string | null
  owner_city: string | null
  /** 0: the owner hides the distance to their pets (Settings › Privacidad) */
  owner_show_distance: number
  /** the pet's personality ids, comma-separated (null: none) */
  personality_ids: string | null
}

export type NearbyRow = DiscoverRow & { distance: number }
