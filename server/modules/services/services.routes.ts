import type { FastifyPluginCallback } from 'fastify'
import { servicesTable as table } from '../../contract/services.endpoint-schemas.js'
import { queuedRoute, route } from '../../http/route.js'
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
    queuedRoute(app, table.book, async ({ session, body }, request) => {
      const { id, ...fields } = body
      return bookings.create(session.user.id, fields, id, request.writeTicket)
    })
    queuedRoute(app, table.reschedule, async ({ session, params, body }, request) =>
      bookings.reschedule(session.user.id, params.id, body, request.writeTicket),
    )
    queuedRoute(app, table.cancel, async ({ session, params }, request) =>
      bookings.cancel(session.user.id, params.id, request.writeTicket),
    )
    done()
  }
}
