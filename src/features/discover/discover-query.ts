import { discoverRules } from '@contract/discover.messages'
import type { DiscoverFilters } from './discover.types'

/** One page of GET /api/pets/discover as the swipe stack asks for it. */
export interface DiscoverPageRequest {
  filters: DiscoverFilters
  /** the acting pet (its swipes are excluded); null in browsing mode */
  userPetId: string | null
  /** the previous page's nextCursor; null for the first page */
  cursor: string | null
}

export const DISCOVER_PAGE_SIZE = discoverRules.limitDefault

/**
 * The query string. No latitude/longitude: the server searches around the user's saved
 * location (the profile), and answers newest first when there is none.
 */
export function discoverSearchParams(request: DiscoverPageRequest): URLSearchParams {
  const { filters } = request
  const params = new URLSearchParams({ includeDistance: 'true', limit: String(DISCOVER_PAGE_SIZE) })
  params.set('maxDistance', String(filters.maxDistance))
  if (filters.ageMin !== null) params.set('ageMin', String(filters.ageMin))
  if (filters.ageMax !== null) params.set('ageMax', String(filters.ageMax))
  if (filters.gender !== 'all') params.set('gender', filters.gender)
  const breed = filters.breed.trim()
  if (breed !== '') params.set('breed', breed)
  if (filters.inHeat) params.set('inHeat', 'true')
  if (request.userPetId) params.set('userPetId', request.userPetId)
  if (request.cursor) params.set('cursor', request.cursor)
  return params
}
