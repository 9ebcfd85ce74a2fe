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
  type SlotTakenBody,
} from '../../contract/services.contract.js'
import type { BookingRow, ServiceRow } from '../../db/services-tables.js'
import { writeOneByOne, type BatchTransaction } from '../../db/group-commit.js'
import { HttpError } from '../../http/http-error.js'
import type { QueuedWrites, WriteTicket } from '../../http/queued-writes.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import type { NotificationPayload } from '../notifications/notifications.service.js'
import { cremationMessages } from '../../contract/cremation.messages.js'
import { createBookingPublisher } from './booking-publisher.js'
import { serviceTypesOf, toBookingDoc } from './service-docs.js'
import { SlotTakenError, type ServicesRepository } from './services.repository.js'
import { addDays, zonedInstant, zonedToday } from './zoned-time.js'
import { feedPage } from '../sync/sync-feed.js'
import { newBookingColumns } from './booking-row.js'

export interface BookingsServiceDeps {
  repository: ServicesRepository
  broadcaster: ChangeBroadcaster
  /** The writes commit in the group commit, with their keys' records and answers. */
  writes: QueuedWrites
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

  override body(): SlotTakenBody {
    return {
      error: 'slot-taken',
      message: this.message,
      date: this.date,
      freeSlots: this.freeSlots,
    }
  }
}

/** A queued booking write, as it joins a batch. */
type BookingWrite =
  | { op: 'create'; userId: string; fields: BookingFields; clientId: string | undefined }
  | { op: 'reschedule'; userId: string; id: string; fields: RescheduleFields }
  | { op: 'cancel'; userId: string; id: string }

/** The booking a write answers, and whether it changed it (then it is published). */
interface BookingWritten {
  row: BookingRow
  changed: boolean
  notice: { title: string; message: string } | null
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

  async function freeSlots(
    service: ServiceRow,
    date: string,
    executor?: BatchTransaction,
  ): Promise<BookingTimeSlot[]> {
    const taken = new Set(await repository.takenTimes(service.id, date, executor))
    const at = now().getTime()
    return bookingTimeSlots.filter(
      (time) => !taken.has(time) && zonedInstant(date, time, service.time_zone).getTime() > at,
    )
  }

  /** The free slots to offer instead: that day's, else the next day's that has any. */
  async function alternatives(
    trx: BatchTransaction,
    service: ServiceRow,
    date: string,
  ): Promise<SlotTakenHttpError> {
    for (let ahead = 0; ahead <= OFFER_DAYS; ahead += 1) {
      const day = addDays(date, ahead)
      const free = await freeSlots(service, day, trx)
      if (free.length > 0) return new SlotTakenHttpError(day, free)
    }
    return new SlotTakenHttpError(date, [])
  }

  async function bookableService(id: string, executor?: BatchTransaction): Promise<ServiceRow> {
    const service = await repository.findService(id, executor)
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

  /** A write whose slot turned out taken: 409 with the free slots to offer instead. */
  async function orOffer<T>(
    trx: BatchTransaction,
    service: ServiceRow,
    date: string,
    write: Promise<T>,
  ): Promise<T> {
    try {
      return await write
    } catch (error) {
      if (error instanceof SlotTakenError) throw await alternatives(trx, service, date)
      throw error
    }
  }

  /** One booking write inside the batch's transaction: every check reads what it changes. */
  async function writeIn(trx: BatchTransaction, write: BookingWrite): Promise<BookingWritten> {
    const unchanged = (row: BookingRow): BookingWritten => ({ row, notice: null, changed: false })
    switch (write.op) {
      case 'create': {
        const { userId, fields, clientId } = write
        if (clientId) {
          const existing = await repository.findBooking(clientId, trx)
          // The same create sent again answers the stored booking; someone else's id is taken.
          if (existing && existing.user_id === userId) return unchanged(existing)
          if (existing) throw conflict(m.idTaken)
        }
        const service = await bookableService(fields.serviceId, trx)
        const pet = await repository.findPet(fields.petId, trx)
        if (!pet || pet.deleted === 1) throw new HttpError(404, errorCodes.notFound, m.petNotFound)
        if (pet.owner_id !== userId) throw new HttpError(403, errorCodes.forbidden, m.petNotYours)
        let serviceName = service.name
        if (service.kind === 'health') {
          if (!fields.serviceType) throw bad(m.serviceTypeRequired)
          if (!serviceTypesOf(service).includes(fields.serviceType)) throw bad(m.serviceTypeUnknown)
          serviceName = fields.serviceType
        }
        const startsAt = startOf(service, fields.date, fields.time)
        const row = await orOffer(
          trx,
          service,
          fields.date,
          repository.insertBookingIn(trx, {
            ...newBookingColumns(clientId ?? randomUUID(), userId, service, now().toISOString()),
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
          }),
        )
        return {
          row,
          changed: true,
          notice: {
            title: texts.confirmedTitle,
            message: texts.confirmedMessage(serviceName, spanishDate(row.date), row.time),
          },
        }
      }
      case 'reschedule': {
        const { userId, id, fields } = write
        const current = await repository.findBooking(id, trx)
        assertOwned(current, userId)
        if (current.kind === 'cremation') throw conflict(cremationMessages.notReschedulable)
        if (current.status === 'cancelled') throw conflict(m.alreadyCancelled)
        // The same move sent again (a retry whose answer was lost) is already done.
        if (current.date === fields.date && current.time === fields.time) {
          return unchanged(current)
        }
        assertNotTooLate(current, m.tooLateToReschedule)
        const service = await bookableService(current.service_id, trx)
        const startsAt = startOf(service, fields.date, fields.time)
        const row = await orOffer(
          trx,
          service,
          fields.date,
          repository.updateBookingIn(trx, id, (latest) => {
            if (latest.status === 'cancelled') throw conflict(m.alreadyCancelled)
            if (latest.date === fields.date && latest.time === fields.time) return null
            assertNotTooLate(latest, m.tooLateToReschedule)
            return {
              date: fields.date,
              time: fields.time,
              starts_at: startsAt,
              updated_at: now().toISOString(),
            }
          }),
        )
        if (!row) throw notFound()
        return {
          row,
          changed: true,
          notice: {
            title: texts.rescheduledTitle,
            message: texts.rescheduledMessage(row.service_name, spanishDate(row.date), row.time),
          },
        }
      }
      case 'cancel': {
        const { userId, id } = write
        const current = await repository.findBooking(id, trx)
        assertOwned(current, userId)
        // Cancelling a cancelled booking is the same cancel sent again: done, no write.
        if (current.status === 'cancelled') return unchanged(current)
        assertNotTooLate(current, m.tooLateToCancel)
        const row = await repository.updateBookingIn(trx, id, (latest) => {
          if (latest.status === 'cancelled') return null
          assertNotTooLate(latest, m.tooLateToCancel)
          return { status: 'cancelled', updated_at: now().toISOString() }
        })
        if (!row) throw notFound()
        return {
          row,
          changed: true,
          notice: {
            title: texts.cancelledTitle,
            message: texts.cancelledMessage(row.service_name, spanishDate(row.date), row.time),
          },
        }
      }
    }
  }
  const bookingWrites = writeOneByOne('bookings', ['bookings'], writeIn)

  /**
   * Commits the write with its key; after the commit the owner's devices get the booking and
   * its notice (keyed by the row's feed position, so a repeat never notifies twice).
   */
  async function commit(write: BookingWrite, status: 200 | 201, ticket?: WriteTicket | null) {
    const committed = await deps.writes.commit(bookingWrites, write, {
      ticket,
      answer: ({ row }) => ({ status, body: { success: true, booking: doc(row) } }),
    })
    if (!committed.isReplay && committed.output.changed) {
      await publish(committed.output.row, committed.output.notice)
    }
    return committed
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

    /** 201 { success, booking }: a create with a client id already stored answers it. */
    create: (
      userId: string,
      fields: BookingFields,
      clientId: string | undefined,
      ticket?: WriteTicket | null,
    ) => commit({ op: 'create', userId, fields, clientId }, 201, ticket),

    /** 200 { success, booking }; a taken slot answers 409 with the free slots instead. */
    reschedule: (
      userId: string,
      id: string,
      fields: RescheduleFields,
      ticket?: WriteTicket | null,
    ) => commit({ op: 'reschedule', userId, id, fields }, 200, ticket),

    /** 200 { success, booking }: cancelling a cancelled booking answers it as it is. */
    cancel: (userId: string, id: string, ticket?: WriteTicket | null) =>
      commit({ op: 'cancel', userId, id }, 200, ticket),

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
