import type { FastifyPluginCallback } from 'fastify'
import type { SlotTakenBody } from '../../contract/services.contract.js'
import { servicesTable as table } from '../../contract/services.endpoint-schemas.js'
import { route } from '../../http/route.js'
import { SlotTakenHttpError, type BookingsService } from './bookings.service.js'

/** The 409 of a taken slot carries the free slots of that day (SlotTakenBody). */
async function answeringSlotTaken<T>(
  run: () => Promise<T>,
  reply: {
    code(status: number): { send(body: SlotTakenBody): unknown }
  },
): Promise<T | undefined> {
  try {
    return await run()
  } catch (error) {
    if (!(error instanceof SlotTakenHttpError)) throw error
    reply.code(409).send({
      error: 'slot-taken',
      message: error.message,
      date: error.date,
      freeSlots: error.freeSlots,
    })
    return undefined
  }
}

/**
 * /api/bookings, /api/bookings/{id}, /api/bookings/{id}/cancel and /api/services/{id}/slots
 * (contract: services.contract.ts). Every write takes an Idempotency-Key (http/idempotency.ts).
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
    route(app, table.book, async ({ session, body }, _request, reply) => {
      const { id, ...fields } = body
      const booking = await answeringSlotTaken(
        () => bookings.create(session.user.id, fields, id),
        reply,
      )
      if (!booking) return reply
      return reply.code(201).send({ success: true, booking })
    })
    route(app, table.reschedule, async ({ session, params, body }, _request, reply) => {
      const booking = await answeringSlotTaken(
        () => bookings.reschedule(session.user.id, params.id, body),
        reply,
      )
      if (!booking) return reply
      return { success: true as const, booking }
    })
    route(app, table.cancel, async ({ session, params }) => ({
      success: true as const,
      booking: await bookings.cancel(session.user.id, params.id),
    }))
    done()
  }
}
