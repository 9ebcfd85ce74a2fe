import type { KyInstance } from 'ky'
import type { DiscoverResponse } from '@contract/discover.contract'
import { discoverEndpoints } from '@contract/discover.endpoints'
import { call } from '../../api/call'
import { errorMessage, isNetworkError } from '../../api/http'
import { discover as text } from '../../i18n/es/discover'
import { getSyncContext } from '../../sync'
import { discoverSearchParams, type DiscoverPageRequest } from './discover-query'

export {
  DISCOVER_PAGE_SIZE,
  discoverSearchParams,
  type DiscoverPageRequest,
} from './discover-query'

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
