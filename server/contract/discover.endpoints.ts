import type { DiscoverResponse } from './discover.contract.js'
import { endpoints, shape } from './endpoint.js'

/** GET /api/pets/discover (rules: discover.contract.ts): the swipe stack's pages. */
export const discoverEndpoints = endpoints({
  page: {
    method: 'GET',
    path: '/api/pets/discover',
    auth: 'user',
    delivery: 'read',
    summary: "A page of other owners' pets to swipe, filtered and nearest first (ETag, 304)",
    // The filters as query parameters, by discoverQuerySchema's names.
    ...shape<DiscoverResponse, undefined, Record<string, string>>(),
  },
})
