import type { KyInstance } from 'ky'
import type { DiscoverResponse } from '@contract/discover.contract'
import { discoverEndpoints } from '@contract/discover.endpoints'
import { discoverRules } from '@contract/discover.messages'
import { call } from '../../api/call'
import { errorMessage, isNetworkError } from '../../api/http'
import { discover as text } from '../../i18n/es/discover'
import { getSyncContext } from '../../sync'
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

/** A failed fetch: the Spanish text to show, and whether the network (not the server) failed. */
export class DiscoverFetchError extends Error {
  constructor(
    message: string,
    readonly isNetwork: boolean,
  ) {
    super(message)
    this.name = 'DiscoverFetchError'
  }
}

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

export interface FetchOptions {
  signal?: AbortSignal
  /** the REST client; the running sync session's (or the app's) by default */
  client?: KyInstance
}

/** GET /api/pets/discover; throws DiscoverFetchError (or the AbortError of `signal`). */
export async function fetchDiscoverPage(
  request: DiscoverPageRequest,
  options: FetchOptions = {},
): Promise<DiscoverResponse> {
  const client = options.client ?? getSyncContext()?.http
  try {
    return await call(discoverEndpoints.page, {
      query: Object.fromEntries(discoverSearchParams(request)),
      ...(client ? { client } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    })
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new DiscoverFetchError(await errorMessage(error, text.loadError), isNetworkError(error))
  }
}
