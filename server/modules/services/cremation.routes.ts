import type { FastifyPluginCallback } from 'fastify'
import { servicesTable as table } from '../../contract/services.endpoint-schemas.js'
import { sendCommitted } from '../../http/queued-writes.js'
import { route } from '../../http/route.js'
import type { CremationService } from './cremation.service.js'

/**
 * /api/cremation-requests and /api/cremation-requests/{id} (contract: cremation.messages.ts).
 * The create joins the group commit with its Idempotency-Key, and takes a client-made id.
 */
export function cremationRoutes(cremation: CremationService): FastifyPluginCallback {
  return (app, _options, done) => {
    // A queued write: the answer is the one its key stored (http/queued-writes.ts).
    route(
      app,
      table.requestCremation,
      async ({ session, body }, request, reply) => {
        const { id, ...fields } = body
        return sendCommitted(
          reply,
          await cremation.create(session.user.id, fields, id, request.writeTicket),
        )
      },
      { config: { groupCommit: true } },
    )
    route(app, table.cremationRequest, async ({ session, params }) => {
      // Named first: the lint rule against hand-registered routes reads `.get(a.b, …)` as one.
      const owner = session.user.id
      return { success: true as const, ...(await cremation.get(owner, params.id)) }
    })
    done()
  }
}
