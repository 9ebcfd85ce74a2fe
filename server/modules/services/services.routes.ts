import type { FastifyPluginCallback } from 'fastify'
import { servicesTable as table } from '../../contract/services.endpoint-schemas.js'
import { sendCommitted } from '../../http/queued-writes.js'
import { route } from '../../http/route.js'
import type { BookingsService } from './bookings.service.js'

/**
 * /api/bookings, /api/bookings/{id}, /api/bookings/{id}/cancel and /api/services/{id}/slots
 * (contract: services.contract.ts). Every write joins the group commit with its Idempotency-Key.
 */
export function bookingsRoutes(bookings: BookingsService): FastifyPluginCallback {
  return (app, _options, done) => {
    route(app, table.slots, async ({ params, query }) => ({
      success: true as const,
      date: query.date,
      freeSlots: await bookings.slots(params.id, query.date),
    }))
    route(app, table.bookings, async ({ session }) => ({
      success: true as const,
      bookings: await bookings.list(session.user.id),
    }))
    route(app, table.booking, async ({ session, params }) => {
      // Named first: the lint rule against hand-registered routes reads `.get(a.b, …)` as one.
      const owner = session.user.id
      return { success: true as const, booking: await bookings.get(owner, params.id) }
    })
    // Queued writes: the answer is the one their key stored (http/queued-writes.ts); a taken
    // slot's 409 carries the free slots to offer (SlotTakenBody), stored alike.
    const queued = { config: { groupCommit: true } }
    route(
      app,
      table.book,
      async ({ session, body }, request, reply) => {
        const { id, ...fields } = body
        return sendCommitted(
          reply,
          await bookings.create(session.user.id, fields, id, request.writeTicket),
        )
      },
      queued,
    )
    route(
      app,
      table.reschedule,
      async ({ session, params, body }, request, reply) =>
        sendCommitted(
          reply,
          await bookings.reschedule(session.user.id, params.id, body, request.writeTicket),
        ),
      queued,
    )
    route(
      app,
      table.cancel,
      async ({ session, params }, request, reply) =>
        sendCommitted(
          reply,
          await bookings.cancel(session.user.id, params.id, request.writeTicket),
        ),
      queued,
    )
    done()
  }
}
