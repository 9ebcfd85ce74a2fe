import type { FastifyPluginCallback } from 'fastify'
import { cyclesTable as table } from '../../contract/cycles.endpoint-schemas.js'
import { queuedRoute, route } from '../../http/route.js'
import type { CycleRecordsService } from './cycle-records.service.js'

/**
 * /api/pets/{petId}/cycle-records and /api/cycle-records/{id} (contract: cycles.contract.ts).
 * JSON only; every write joins the group commit with its Idempotency-Key's record and answer.
 */
export function cycleRecordsRoutes(records: CycleRecordsService): FastifyPluginCallback {
  return (app, _options, done) => {
    route(app, table.records, async ({ session, params }) => ({
      success: true as const,
      records: await records.list(session.user.id, params.petId),
    }))
    queuedRoute(app, table.createRecord, async ({ session, params, body }, request) => {
      const { id, ...fields } = body
      return records.create(session.user.id, params.petId, fields, id, request.writeTicket)
    })
    queuedRoute(app, table.updateRecord, async ({ session, params, body }, request) =>
      records.update(session.user.id, params.id, body, request.writeTicket),
    )
    queuedRoute(app, table.deleteRecord, async ({ session, params }, request) =>
      records.remove(session.user.id, params.id, request.writeTicket),
    )
    done()
  }
}
