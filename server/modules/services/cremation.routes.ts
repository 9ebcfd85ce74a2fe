import type { FastifyPluginCallback } from 'fastify'
import { servicesTable as table } from '../../contract/services.endpoint-schemas.js'
import { queuedRoute, route } from '../../http/route.js'
import type { CremationService } from './cremation.service.js'

/**
 * /api/cremation-requests and /api/cremation-requests/{id} (contract: cremation.messages.ts).
 * The create joins the group commit with its Idempotency-Key, and takes a client-made id.
 */
export function cremationRoutes(cremation: CremationService): FastifyPluginCallback {
  return (app, _options, done) => {
    // A queued write: the answer is the one its key stored (http/queued-writes.ts).
    queuedRoute(app, table.requestCremation, async ({ session, body }, request) => {
      const { id, ...fields } = body
      return cremation.create(session.user.id, fields, id, request.writeTicket)
    })
    route(app, table.cremationRequest, async ({ session, params }) => {
      // Named first: the lint rule against hand-registered routes reads `.get(a.b, …)` as one.
      const owner = session.user.id
      return { success: true as const, ...(await cremation.get(owner, params.id)) }
    })
    done()
  }
}
