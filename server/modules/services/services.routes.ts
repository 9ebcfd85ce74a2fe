import type { FastifyPluginCallback } from 'fastify'
import {
  bookingCreateSchema,
  bookingRoutePatterns as paths,
  rescheduleSchema,
  slotsQuerySchema,
  type BookingResponse,
  type BookingsResponse,
  type SlotTakenBody,
  type SlotsResponse,
} from '../../contract/services.contract.js'
import { requireSession } from '../../auth/auth.guard.js'
import { parseInput } from '../../http/validation.js'
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
    app.get<{ Params: { id: string } }>(paths.slots, async (request): Promise<SlotsResponse> => {
      requireSession(request)
      const { date } = parseInput(slotsQuerySchema, request.query)
      return { success: true, date, freeSlots: await bookings.slots(request.params.id, date) }
    })

    app.get(paths.collection, async (request): Promise<BookingsResponse> => {
      const userId = requireSession(request).user.id
      return { success: true, bookings: await bookings.list(userId) }
    })

    app.get<{ Params: { id: string } }>(paths.one, async (request): Promise<BookingResponse> => {
      const userId = requireSession(request).user.id
      return { success: true, booking: await bookings.get(userId, request.params.id) }
    })

    app.post(paths.collection, async (request, reply) => {
      const userId = requireSession(request).user.id
      const { id, ...fields } = parseInput(bookingCreateSchema, request.body)
      const booking = await answeringSlotTaken(() => bookings.create(userId, fields, id), reply)
      if (!booking) return reply
      const response: BookingResponse = { success: true, booking }
      return reply.code(201).send(response)
    })

    app.put<{ Params: { id: string } }>(paths.one, async (request, reply) => {
      const userId = requireSession(request).user.id
      const fields = parseInput(rescheduleSchema, request.body)
      const booking = await answeringSlotTaken(
        () => bookings.reschedule(userId, request.params.id, fields),
        reply,
      )
      if (!booking) return reply
      const response: BookingResponse = { success: true, booking }
      return reply.send(response)
    })

    app.post<{ Params: { id: string } }>(
      paths.cancel,
      async (request): Promise<BookingResponse> => {
        const userId = requireSession(request).user.id
        return { success: true, booking: await bookings.cancel(userId, request.params.id) }
      },
    )
    done()
  }
}
