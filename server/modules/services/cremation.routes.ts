import type { FastifyPluginCallback } from 'fastify'
import { servicesTable as table } from '../../contract/services.endpoint-schemas.js'
import { route } from '../../http/route.js'
import type { CremationService } from './cremation.service.js'

/**
 * /api/cremation-requests and /api/cremation-requests/{id} (contract: cremation.messages.ts).
 * The create takes an Idempotency-Key (http/idempotency.ts) and a client-made id.
 */
export function cremationRoutes(cremation: CremationService): FastifyPluginCallback {
  return (app, _options, done) => {
    route(app, table.requestCremation, async ({ session, body }, _request, reply) => {
      const { id, ...fields } = body
      const made = await cremation.create(session.user.id, fields, id)
      return reply.code(201).send({ success: true, ...made })
    })
    route(app, table.cremationRequest, async ({ session, params }) => {
      // Named first: the lint rule against hand-registered routes reads `.get(a.b, …)` as one.
      const owner = session.user.id
      return { success: true as const, ...(await cremation.get(owner, params.id)) }
    })
    done()
  }
}
