import { randomUUID } from 'node:crypto'
import { errorCodes } from '../../contract/error-codes.js'
import {
  bookingMessages as m,
  bookingNoticeTexts as texts,
  bookingRules,
  bookingTimeSlots,
  type BookingFeedDoc,
  type BookingFields,
  type BookingTimeSlot,
  type RescheduleFields,
} from '../../contract/services.contract.js'
import type { BookingRow, ServiceRow } from '../../db/services-tables.js'
import { HttpError } from '../../http/http-error.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import type { NotificationPayload } from '../notifications/notifications.service.js'
import { cremationMessages } from '../../contract/cremation.messages.js'
import { createBookingPublisher } from './booking-publisher.js'
import { serviceTypesOf, toBookingDoc } from './service-docs.js'
import {
  DuplicateBookingIdError,
  SlotTakenError,
  type ServicesRepository,
} from './services.repository.js'
import { addDays, zonedInstant, zonedToday } from './zoned-time.js'
import { feedPage } from '../sync/sync-feed.js'
import { newBookingColumns } from './booking-row.js'

export interface BookingsServiceDeps {
  repository: ServicesRepository
  broadcaster: ChangeBroadcaster
  notify: (userIds: readonly string[], payload: NotificationPayload) => Promise<string[]>
  currency: string
  now?: () => Date
}

/** A taken slot: the free ones of that day travel with the 409 (SlotTakenBody). */
export class SlotTakenHttpError extends HttpError {
  constructor(
    readonly date: string,
    readonly freeSlots: BookingTimeSlot[],
  ) {
    super(409, errorCodes.conflict, m.slotTaken)
  }
}

const HOUR_MS = 3_600_000
/** how many days after a full one the 409 looks for free slots to offer */
const OFFER_DAYS = 14
const bad = (message: string) => new HttpError(400, errorCodes.badRequest, message)
const conflict = (message: string) => new HttpError(409, errorCodes.conflict, message)
const notFound = () => new HttpError(404, errorCodes.notFound, m.notFound)

function hasPreferredDate(row: BookingRow): boolean {
  try {
    const details = JSON.parse(row.details ?? 'null') as { preferredDate?: unknown } | null
    return typeof details?.preferredDate === 'string'
  } catch {
    return true
  }
}

/** Someone else's booking is as absent as a missing one. */
function assertOwned(row: BookingRow | undefined, userId: string): asserts row is BookingRow {
  if (!row || row.user_id !== userId) throw notFound()
}

const spanishDate = (date: string) =>
  new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  )

/**
 * Bookings of catalogue entries, for their owner only (spec §2 /services 'Reservar' and
 * /health-services). Rules: the caller's own live pet; a date from today (provider's calendar)
 * up to bookingRules.maxDaysAhead; one of §9's slots, not already past; one live booking per
 * slot (the database's unique index decides races); no cancelling or moving within
 * bookingRules.cancelNoticeHours of the start. Every change notifies the owner (type 'service')
 * and reaches their devices through the 'bookings' feed.
 */
export function createBookingsService(deps: BookingsServiceDeps) {
  const { repository, currency } = deps
  const now = () => deps.now?.() ?? new Date()
  const doc = (row: BookingRow) => toBookingDoc(row, currency)
  const publish = createBookingPublisher(deps)

  async function freeSlots(service: ServiceRow, date: string): Promise<BookingTimeSlot[]> {
    const taken = new Set(await repository.takenTimes(service.id, date))
    const at = now().getTime()
    return bookingTimeSlots.filter(
      (time) => !taken.has(time) && zonedInstant(date, time, service.time_zone).getTime() > at,
    )
  }

  /** The free slots to offer instead: that day's, else the next day's that has any. */
  async function alternatives(service: ServiceRow, date: string): Promise<SlotTakenHttpError> {
    for (let ahead = 0; ahead <= OFFER_DAYS; ahead += 1) {
      const day = addDays(date, ahead)
      const free = await freeSlots(service, day)
      if (free.length > 0) return new SlotTakenHttpError(day, free)
    }
    return new SlotTakenHttpError(date, [])
  }

  async function bookableService(id: string): Promise<ServiceRow> {
    const service = await repository.findService(id)
    if (!service) throw new HttpError(404, errorCodes.notFound, m.serviceNotFound)
    // Internal services and cremation packages have their own screens and requests.
    if (service.is_internal === 1 || service.kind === 'cremation') throw bad(m.serviceInternal)
    if (service.is_available !== 1) throw conflict(m.serviceUnavailable)
    return service
  }

  /** §2 'date (min today)' on the provider's calendar, and a slot still ahead. */
  function startOf(service: ServiceRow, date: string, time: string): string {
    const today = zonedToday(now(), service.time_zone)
    if (date < today) throw bad(m.datePast)
    if (date > addDays(today, bookingRules.maxDaysAhead)) throw bad(m.dateTooFar)
    const starts = zonedInstant(date, time, service.time_zone)
    if (starts.getTime() <= now().getTime()) throw bad(m.slotPast)
    return starts.toISOString()
  }

  function assertNotTooLate(row: BookingRow, message: string): void {
    // A cremation request without a preferred date is 'as soon as possible': the centre calls
    // first, so it can be called off until then; with one, the same notice as any booking.
    if (row.kind === 'cremation' && !hasPreferredDate(row)) return
    const left = new Date(row.starts_at).getTime() - now().getTime()
    if (left < bookingRules.cancelNoticeHours * HOUR_MS) throw conflict(message)
  }

  async function answerRepeat(id: string, userId: string): Promise<BookingFeedDoc> {
    const existing = await repository.findBooking(id)
    if (!existing || existing.user_id !== userId) throw conflict(m.idTaken)
    return doc(existing)
  }

  return {
    async slots(serviceId: string, date: string): Promise<BookingTimeSlot[]> {
      const service = await bookableService(serviceId)
      const today = zonedToday(now(), service.time_zone)
      if (date < today) throw bad(m.datePast)
      return freeSlots(service, date)
    },

    async list(userId: string): Promise<BookingFeedDoc[]> {
      return (await repository.listBookings(userId)).map(doc)
    },

    async get(userId: string, id: string): Promise<BookingFeedDoc> {
      const row = await repository.findBooking(id)
      assertOwned(row, userId)
      return doc(row)
    },

    async create(
      userId: string,
      fields: BookingFields,
      clientId: string | undefined,
    ): Promise<BookingFeedDoc> {
      if (clientId && (await repository.findBooking(clientId))) {
        return answerRepeat(clientId, userId)
      }
      const service = await bookableService(fields.serviceId)
      const pet = await repository.findPet(fields.petId)
      if (!pet || pet.deleted === 1) throw new HttpError(404, errorCodes.notFound, m.petNotFound)
      if (pet.owner_id !== userId) throw new HttpError(403, errorCodes.forbidden, m.petNotYours)
      let serviceName = service.name
      if (service.kind === 'health') {
        if (!fields.serviceType) throw bad(m.serviceTypeRequired)
        if (!serviceTypesOf(service).includes(fields.serviceType)) throw bad(m.serviceTypeUnknown)
        serviceName = fields.serviceType
      }
      const startsAt = startOf(service, fields.date, fields.time)
      const id = clientId ?? randomUUID()
      try {
        const row = await repository.insertBooking({
          ...newBookingColumns(id, userId, service, now().toISOString()),
          kind: service.kind,
          service_name: serviceName,
          pet_id: pet.id,
          pet_name: pet.name,
          date: fields.date,
          time: fields.time,
          starts_at: startsAt,
          price: Number(service.price),
          notes: fields.notes,
          details: null,
        })
        return await publish(row, {
          title: texts.confirmedTitle,
          message: texts.confirmedMessage(serviceName, spanishDate(row.date), row.time),
        })
      } catch (error) {
        if (error instanceof SlotTakenError) {
          throw await alternatives(service, fields.date)
        }
        // Two creates with one client id raced: the loser answers like a repeat.
        if (error instanceof DuplicateBookingIdError) return answerRepeat(id, userId)
        throw error
      }
    },

    async reschedule(userId: string, id: string, fields: RescheduleFields) {
      const current = await repository.findBooking(id)
      assertOwned(current, userId)
      if (current.kind === 'cremation') throw conflict(cremationMessages.notReschedulable)
      if (current.status === 'cancelled') throw conflict(m.alreadyCancelled)
      // The same move sent again (a retry whose answer was lost) is already done.
      if (current.date === fields.date && current.time === fields.time) return doc(current)
      assertNotTooLate(current, m.tooLateToReschedule)
      const service = await bookableService(current.service_id)
      const startsAt = startOf(service, fields.date, fields.time)
      try {
        const row = await repository.updateBooking(id, (latest) => {
          if (latest.status === 'cancelled') throw conflict(m.alreadyCancelled)
          if (latest.date === fields.date && latest.time === fields.time) return null
          assertNotTooLate(latest, m.tooLateToReschedule)
          return {
            date: fields.date,
            time: fields.time,
            starts_at: startsAt,
            updated_at: now().toISOString(),
          }
        })
        if (!row) throw notFound()
        return await publish(row, {
          title: texts.rescheduledTitle,
          message: texts.rescheduledMessage(row.service_name, spanishDate(row.date), row.time),
        })
      } catch (error) {
        if (error instanceof SlotTakenError) {
          throw await alternatives(service, fields.date)
        }
        throw error
      }
    },

    async cancel(userId: string, id: string): Promise<BookingFeedDoc> {
      const current = await repository.findBooking(id)
      assertOwned(current, userId)
      // Cancelling a cancelled booking is the same cancel sent again: done, no write.
      if (current.status === 'cancelled') return doc(current)
      assertNotTooLate(current, m.tooLateToCancel)
      const row = await repository.updateBooking(id, (latest) => {
        if (latest.status === 'cancelled') return null
        assertNotTooLate(latest, m.tooLateToCancel)
        return { status: 'cancelled', updated_at: now().toISOString() }
      })
      if (!row) throw notFound()
      return publish(row, {
        title: texts.cancelledTitle,
        message: texts.cancelledMessage(row.service_name, spanishDate(row.date), row.time),
      })
    },

    async pull(userId: string, afterSeq: number, limit: number) {
      const rows = await repository.bookingsAfter(userId, afterSeq, limit)
      return feedPage<BookingRow, BookingFeedDoc>(rows, afterSeq, (row) => ({
        ...doc(row),
        _deleted: false,
      }))
    },
  }
}

export type BookingsService = ReturnType<typeof createBookingsService>
