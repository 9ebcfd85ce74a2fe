import type { FastifyPluginCallback } from 'fastify'
import { cyclesTable as table } from '../../contract/cycles.endpoint-schemas.js'
import { route } from '../../http/route.js'
import type { HeatMarksService } from './heat-marks.service.js'

/** /api/pets/{petId}/heat-mark (contract: heat-marks.contract.ts); the PUT takes an Idempotency-Key. */
export function heatMarksRoutes(marks: HeatMarksService): FastifyPluginCallback {
  return (app, _options, done) => {
    route(app, table.heatMark, async ({ session, params }) => {
      // Named first: the lint rule against hand-registered routes reads `.get(a.b, …)` as one.
      const owner = session.user.id
      return { success: true as const, heatMark: await marks.get(owner, params.petId) }
    })
    route(app, table.setHeatMark, async ({ session, params, body }) => ({
      success: true as const,
      heatMark: await marks.set(session.user.id, params.petId, body),
    }))
    done()
  }
}
