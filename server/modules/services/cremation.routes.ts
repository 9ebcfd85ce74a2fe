import type { FastifyPluginCallback } from 'fastify'
import {
  cremationCreateSchema,
  cremationRoutePatterns as paths,
} from '../../contract/cremation.contract.js'
import type { CremationRequestResponse } from '../../contract/services.messages.js'
import { requireSession } from '../../auth/auth.guard.js'
import { parseInput } from '../../http/validation.js'
import type { CremationService } from './cremation.service.js'

/**
 * /api/cremation-requests and /api/cremation-requests/{id} (contract: cremation.messages.ts).
 * The create takes an Idempotency-Key (http/idempotency.ts) and a client-made id.
 */
export function cremationRoutes(cremation: CremationService): FastifyPluginCallback {
  return (app, _options, done) => {
    app.post(paths.collection, async (request, reply) => {
      const userId = requireSession(request).user.id
      const { id, ...fields } = parseInput(cremationCreateSchema, request.body)
      const made = await cremation.create(userId, fields, id)
      const response: CremationRequestResponse = { success: true, ...made }
      return reply.code(201).send(response)
    })

    app.get<{ Params: { id: string } }>(
      paths.one,
      async (request): Promise<CremationRequestResponse> => {
        const userId = requireSession(request).user.id
        return { success: true, ...(await cremation.get(userId, request.params.id)) }
      },
    )
    done()
  }
}
