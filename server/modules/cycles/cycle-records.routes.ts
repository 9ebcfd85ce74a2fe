import type { FastifyPluginCallback } from 'fastify'
import { cyclesTable as table } from '../../contract/cycles.endpoint-schemas.js'
import { route } from '../../http/route.js'
import type { CycleRecordsService } from './cycle-records.service.js'

/**
 * /api/pets/{petId}/cycle-records and /api/cycle-records/{id} (contract: cycles.contract.ts).
 * JSON only; every write takes an Idempotency-Key (http/idempotency.ts).
 */
export function cycleRecordsRoutes(records: CycleRecordsService): FastifyPluginCallback {
  return (app, _options, done) => {
    route(app, table.records, async ({ session, params }) => ({
      success: true as const,
      records: await records.list(session.user.id, params.petId),
    }))
    route(app, table.createRecord, async ({ session, params, body }, _request, reply) => {
      const { id, ...fields } = body
      const record = await records.create(session.user.id, params.petId, fields, id)
      return reply.code(201).send({ success: true, record })
    })
    route(app, table.updateRecord, async ({ session, params, body }) => ({
      success: true as const,
      record: await records.update(session.user.id, params.id, body),
    }))
    route(app, table.deleteRecord, async ({ session, params }, _request, reply) => {
      await records.remove(session.user.id, params.id)
      return reply.code(204).send()
    })
    done()
  }
}
