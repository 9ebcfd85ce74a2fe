import type { FastifyPluginCallback } from 'fastify'
import {
  cycleRecordCreateSchema,
  cycleRecordSchema,
  cycleRoutePatterns as paths,
  type CycleRecordResponse,
  type CycleRecordsResponse,
} from '../../contract/cycles.contract.js'
import { requireSession } from '../../auth/auth.guard.js'
import { parseInput } from '../../http/validation.js'
import type { CycleRecordsService } from './cycle-records.service.js'

/**
 * /api/pets/{petId}/cycle-records and /api/cycle-records/{id} (contract: cycles.contract.ts).
 * JSON only; every write takes an Idempotency-Key (http/idempotency.ts).
 */
export function cycleRecordsRoutes(records: CycleRecordsService): FastifyPluginCallback {
  return (app, _options, done) => {
    app.get<{ Params: { petId: string } }>(
      paths.byPet,
      async (request): Promise<CycleRecordsResponse> => {
        const userId = requireSession(request).user.id
        return { success: true, records: await records.list(userId, request.params.petId) }
      },
    )

    app.post<{ Params: { petId: string } }>(paths.byPet, async (request, reply) => {
      const userId = requireSession(request).user.id
      const { id, ...fields } = parseInput(cycleRecordCreateSchema, request.body)
      const record = await records.create(userId, request.params.petId, fields, id)
      const response: CycleRecordResponse = { success: true, record }
      return reply.code(201).send(response)
    })

    app.put<{ Params: { id: string } }>(
      paths.one,
      async (request): Promise<CycleRecordResponse> => {
        const userId = requireSession(request).user.id
        const fields = parseInput(cycleRecordSchema, request.body)
        return { success: true, record: await records.update(userId, request.params.id, fields) }
      },
    )

    app.delete<{ Params: { id: string } }>(paths.one, async (request, reply) => {
      await records.remove(requireSession(request).user.id, request.params.id)
      return reply.code(204).send()
    })
    done()
  }
}
