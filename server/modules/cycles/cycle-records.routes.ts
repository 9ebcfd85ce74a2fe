import type { FastifyPluginCallback } from 'fastify'
import { cyclesTable as table } from '../../contract/cycles.endpoint-schemas.js'
import { sendCommitted } from '../../http/queued-writes.js'
import { route } from '../../http/route.js'
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
    // Queued writes: the answer is the one their key stored (http/queued-writes.ts).
    const queued = { config: { groupCommit: true } }
    route(
      app,
      table.createRecord,
      async ({ session, params, body }, request, reply) => {
        const { id, ...fields } = body
        return sendCommitted(
          reply,
          await records.create(session.user.id, params.petId, fields, id, request.writeTicket),
        )
      },
      queued,
    )
    route(
      app,
      table.updateRecord,
      async ({ session, params, body }, request, reply) =>
        sendCommitted(
          reply,
          await records.update(session.user.id, params.id, body, request.writeTicket),
        ),
      queued,
    )
    route(
      app,
      table.deleteRecord,
      async ({ session, params }, request, reply) =>
        sendCommitted(reply, await records.remove(session.user.id, params.id, request.writeTicket)),
      queued,
    )
    done()
  }
}
