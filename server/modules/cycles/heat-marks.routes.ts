import type { FastifyPluginCallback } from 'fastify'
import { cyclesTable as table } from '../../contract/cycles.endpoint-schemas.js'
import { queuedRoute, route } from '../../http/route.js'
import type { HeatMarksService } from './heat-marks.service.js'

/**
 * /api/pets/{petId}/heat-mark (contract: heat-marks.contract.ts); the PUT joins the group commit
 * with its Idempotency-Key.
 */
export function heatMarksRoutes(marks: HeatMarksService): FastifyPluginCallback {
  return (app, _options, done) => {
    route(app, table.heatMark, async ({ session, params }) => {
      // Named first: the lint rule against hand-registered routes reads `.get(a.b, …)` as one.
      const owner = session.user.id
      return { success: true as const, heatMark: await marks.get(owner, params.petId) }
    })
    // A queued write: the answer is the one its key stored (http/queued-writes.ts).
    queuedRoute(app, table.setHeatMark, async ({ session, params, body }, request) =>
      marks.set(session.user.id, params.petId, body, request.writeTicket),
    )
    done()
  }
}
