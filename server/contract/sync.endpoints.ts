import { endpoints, shape } from './endpoint.js'
import type { PullResponse } from './sync.contract.js'

/**
 * GET /api/sync/{collection}/pull (rules: sync.contract.ts): every replicated collection's
 * checkpointed change feed. The query is parsed by the route after the collection is known (an
 * unknown one is 404 whatever its query), so the table attaches no schema to it.
 */
export const syncEndpoints = endpoints({
  pull: {
    method: 'GET',
    path: '/api/sync/:collection/pull',
    auth: 'user',
    delivery: 'read',
    summary: "A page of a collection's changes the caller may see, after a sequence",
    ...shape<PullResponse<unknown>, undefined, { seq?: number; limit?: number }>(),
  },
})
