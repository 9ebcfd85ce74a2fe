import type { FastifyPluginCallback } from 'fastify'
import {
  heatMarkInputSchema,
  heatMarkRoutePattern,
  type HeatMarkResponse,
} from '../../contract/heat-marks.contract.js'
import { requireSession } from '../../auth/auth.guard.js'
import { parseInput } from '../../http/validation.js'
import type { HeatMarksService } from './heat-marks.service.js'

/** /api/pets/{petId}/heat-mark (contract: heat-marks.contract.ts); the PUT takes an Idempotency-Key. */
export function heatMarksRoutes(marks: HeatMarksService): FastifyPluginCallback {
  return (app, _options, done) => {
    app.get<{ Params: { petId: string } }>(
      heatMarkRoutePattern,
      async (request): Promise<HeatMarkResponse> => {
        const userId = requireSession(request).user.id
        return { success: true, heatMark: await marks.get(userId, request.params.petId) }
      },
    )
    app.put<{ Params: { petId: string } }>(
      heatMarkRoutePattern,
      async (request): Promise<HeatMarkResponse> => {
        const userId = requireSession(request).user.id
        const input = parseInput(heatMarkInputSchema, request.body)
        return { success: true, heatMark: await marks.set(userId, request.params.petId, input) }
      },
    )
    done()
  }
}
