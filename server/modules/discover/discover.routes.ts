import type { FastifyPluginAsync } from 'fastify'
import { discoverQuerySchema, type DiscoverResponse } from '../../contract/discover.contract.js'
import { parseInput } from '../../http/validation.js'
import { requireSession } from '../../auth/auth.guard.js'
import type { DiscoverService } from './discover.service.js'

/**
 * GET /api/pets/discover (contract: discover.contract.ts). A static path, so Fastify's router
 * prefers it to the pets module's /pets/:id whatever the registration order.
 */
export function discoverRoutes(discover: DiscoverService): FastifyPluginAsync {
  return (app) => {
    app.get('/pets/discover', async (request): Promise<DiscoverResponse> => {
      const { user } = requireSession(request)
      const query = parseInput(discoverQuerySchema, request.query)
      return discover.discover(user, query)
    })
    return Promise.resolve()
  }
}
