/**
 * Wire contract of the services catalogue and bookings (spec §2 /services, /health-services;
 * §3 Service, Health provider, Appointment). Types, paths and messages: services.messages.ts.
 *
 * - GET  /api/sync/services/pull  → the catalogue (every signed-in user sees all of it).
 * - GET  /api/sync/bookings/pull  → the caller's own bookings only.
 * - GET  /api/services/{id}/slots?date=YYYY-MM-DD → SlotsResponse: the free slots of that day.
 * - POST /api/bookings  BookingInput + optional client-made `id` → 201 BookingResponse; a repeat
 *   with the same id answers the stored booking. A taken slot answers 409 SlotTakenBody with the
 *   free slots of that day: a (service, date, time) has at most one live booking, enforced by a
 *   unique index, so of two racing requests exactly one wins.
 * - GET  /api/bookings, GET /api/bookings/{id} → the caller's own (someone else's is 404).
 * - PUT  /api/bookings/{id}  { date, time } → BookingResponse (reschedule).
 * - POST /api/bookings/{id}/cancel → BookingResponse; repeating it answers the cancelled booking.
 * Neither reschedule nor cancel is allowed within 2 hours of the start (409, Spanish message).
 * Every write takes an Idempotency-Key.
 */
import { z } from 'zod'
import { isCalendarDate } from './lost-pets.messages.js'
import { bookingMessages as m, bookingRules, bookingTimeSlots } from './services.messages.js'
import { clientIdField, idField } from './ids.js'
import { optionalText, requiredText } from './text-fields.js'

export * from './services.messages.js'

const dateField = requiredText(m.dateRequired, 10).refine(isCalendarDate, m.dateRequired)

const timeField = z.enum(bookingTimeSlots, { error: m.timeRequired })

export const rescheduleSchema = z.object({ date: dateField, time: timeField })

export const bookingInputSchema = z.object({
  serviceId: idField(m.serviceRequired),
  petId: idField(m.petRequired),
  serviceType: optionalText(80, m.serviceTypeUnknown, m.serviceTypeRequired),
  date: dateField,
  time: timeField,
  notes: optionalText(bookingRules.notesMax, m.notesTooLong),
})

export const bookingCreateSchema = bookingInputSchema.extend({
  id: clientIdField(m.idInvalid).optional(),
})

export const slotsQuerySchema = z.object({ date: dateField })

export type BookingFields = z.output<typeof bookingInputSchema>
export type RescheduleFields = z.output<typeof rescheduleSchema>
