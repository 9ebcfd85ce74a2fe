import type { FastifyPluginAsync } from 'fastify'
import { discoverTable as table } from '../../contract/discover.endpoint-schemas.js'
import { sendJsonWithEtag } from '../../http/etag.js'
import { route } from '../../http/route.js'
import type { DiscoverService } from './discover.service.js'

/**
 * GET /api/pets/discover (contract: discover.contract.ts). A static path, so Fastify's router
 * prefers it to the pets module's /pets/:id whatever the registration order. The swipe home
 * asks for the same first page at every visit and refetch: a repeat that would get the same
 * bytes gets 304 (http/etag.ts), which the browser's cache turns back into the stored answer.
 */
export function discoverRoutes(discover: DiscoverService): FastifyPluginAsync {
  return (app) => {
    route(app, table.page, async ({ session, query }, request, reply) =>
      sendJsonWithEtag(request, reply, await discover.discover(session.user, query)),
    )
    return Promise.resolve()
  }
}
