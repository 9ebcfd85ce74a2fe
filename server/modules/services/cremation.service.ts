import { randomUUID } from 'node:crypto'
import { errorCodes } from '../../contract/error-codes.js'
import {
  cremationMessages as m,
  cremationNoticeTexts as texts,
  cremationPrice,
  cremationPriceMessage,
  type CremationRequestDoc,
  type CremationRequestFields,
} from '../../contract/cremation.contract.js'
import {
  bookingMessages,
  bookingRules,
  type BookingFeedDoc,
} from '../../contract/services.messages.js'
import type { BookingRow } from '../../db/services-tables.js'
import { writeOneByOne, type BatchTransaction } from '../../db/group-commit.js'
import { HttpError } from '../../http/http-error.js'
import type { Committed, QueuedWrites, WriteTicket } from '../../http/queued-writes.js'
import { createBookingPublisher, type BookingPublisherDeps } from './booking-publisher.js'
import { cremationOf, toBookingDoc } from './service-docs.js'
import type { ServicesRepository } from './services.repository.js'
import { addDays, zonedInstant, zonedToday } from './zoned-time.js'
import { newBookingColumns } from './booking-row.js'

export interface CremationServiceDeps extends BookingPublisherDeps {
  repository: ServicesRepository
  /** Requests commit in the group commit, with their keys' records and answers. */
  writes: QueuedWrites
  now?: () => Date
}

/** What a request row keeps beyond the booking's columns (bookings.details). */
type StoredDetails = Pick<
  CremationRequestDoc,
  | 'petBreed'
  | 'petAge'
  | 'urgency'
  | 'memorials'
  | 'contactPhone'
  | 'contactEmail'
  | 'pickupAddress'
  | 'preferredDate'
  | 'preferredTime'
  | 'basePrice'
>

const bad = (message: string) => new HttpError(400, errorCodes.badRequest, message)
const notFound = () => new HttpError(404, errorCodes.notFound, m.notFound)

/** A request as it joins a batch. */
interface CremationWrite {
  userId: string
  fields: CremationRequestFields
  clientId: string | undefined
}

/** The request's row, and whether this write stored it (then it is published). */
interface Written {
  row: BookingRow
  created: boolean
}

export interface CremationAnswer {
  request: CremationRequestDoc
  booking: BookingFeedDoc
}

/**
 * Cremation and memorial requests (spec §2 request dialog, §3 'Cremation request form'): the
 * server prices each one from the package's row (cremationPrice, the function the dialog's
 * running total uses too) and never from the client. A request is a booking of kind
 * 'cremation' owned by its maker, so it shows in 'Mis citas' with its total; someone else's
 * is as absent as a missing one.
 */
export function createCremationService(deps: CremationServiceDeps) {
  const { repository, currency } = deps
  const now = () => deps.now?.() ?? new Date()
  const publish = createBookingPublisher(deps)

  function answer(row: BookingRow): CremationAnswer {
    const stored = JSON.parse(row.details ?? '{}') as StoredDetails
    const booking = toBookingDoc(row, currency)
    return {
      booking,
      request: {
        id: row.id,
        bookingId: row.id,
        serviceId: row.service_id,
        serviceName: row.service_name,
        provider: row.provider,
        petName: row.pet_name,
        petBreed: stored.petBreed ?? null,
        petAge: stored.petAge ?? null,
        urgency: stored.urgency ?? null,
        memorials: stored.memorials ?? [],
        contactPhone: stored.contactPhone,
        contactEmail: stored.contactEmail ?? null,
        pickupAddress: stored.pickupAddress,
        specialInstructions: row.notes,
        preferredDate: stored.preferredDate ?? null,
        preferredTime: stored.preferredTime ?? null,
        basePrice: Number(stored.basePrice),
        total: booking.price ?? 0,
        currency,
        createdAt: row.created_at,
      },
    }
  }

  async function owned(
    id: string,
    userId: string,
    executor?: BatchTransaction,
  ): Promise<BookingRow | undefined> {
    const row = await repository.findBooking(id, executor)
    return row && row.user_id === userId && row.kind === 'cremation' ? row : undefined
  }

  /** A repeat of a create (same client id): the stored request, if it is the caller's. */
  async function repeat(trx: BatchTransaction, id: string, userId: string): Promise<Written> {
    const row = await owned(id, userId, trx)
    if (!row) throw new HttpError(409, errorCodes.conflict, m.idTaken)
    return { row, created: false }
  }

  /** The request priced and stored inside the batch's transaction. */
  async function createIn(trx: BatchTransaction, write: CremationWrite): Promise<Written> {
    const { userId, fields, clientId } = write
    if (clientId && (await repository.findBooking(clientId, trx))) {
      return repeat(trx, clientId, userId)
    }
    const service = await repository.findService(fields.serviceId, trx)
    if (!service) throw new HttpError(404, errorCodes.notFound, m.serviceNotFound)
    if (service.kind !== 'cremation') throw bad(m.notCremation)
    if (service.is_available !== 1) {
      throw new HttpError(409, errorCodes.conflict, m.serviceUnavailable)
    }
    const price = cremationPrice(
      { price: Number(service.price), cremation: cremationOf(service) },
      { urgencyId: fields.urgencyId, memorialIds: fields.memorialIds },
    )
    if (!price.ok) throw bad(cremationPriceMessage(price.error))
    const today = zonedToday(now(), service.time_zone)
    if (fields.preferredDate !== null) {
      if (fields.preferredDate < today) throw bad(m.datePast)
      if (fields.preferredDate > addDays(today, bookingRules.maxDaysAhead)) {
        throw bad(bookingMessages.dateTooFar)
      }
    }
    const date = fields.preferredDate ?? today
    const startsAt =
      fields.preferredDate === null
        ? now().toISOString()
        : zonedInstant(date, fields.preferredTime ?? '00:00', service.time_zone).toISOString()
    const details: StoredDetails = {
      petBreed: fields.petBreed,
      petAge: fields.petAge,
      urgency: price.urgency,
      memorials: price.memorials,
      contactPhone: fields.contactPhone,
      contactEmail: fields.contactEmail,
      pickupAddress: fields.pickupAddress,
      preferredDate: fields.preferredDate,
      preferredTime: fields.preferredTime,
      basePrice: price.base,
    }
    const row = await repository.insertBookingIn(
      trx,
      {
        ...newBookingColumns(clientId ?? randomUUID(), userId, service, now().toISOString()),
        kind: 'cremation',
        service_name: service.name,
        pet_id: null,
        pet_name: fields.petName,
        date,
        time: fields.preferredTime ?? '',
        starts_at: startsAt,
        price: price.total,
        notes: fields.specialInstructions,
        details: JSON.stringify(details),
      },
      // A request takes no slot: two families may ask for one package on the same day.
      { takesSlot: false },
    )
    return { row, created: true }
  }
  const cremationWrites = writeOneByOne('cremation-requests', ['bookings'], createIn)

  return {
    async get(userId: string, id: string): Promise<CremationAnswer> {
      const row = await owned(id, userId)
      if (!row) throw notFound()
      return answer(row)
    },

    /** 201 { success, request, booking }, committed with its key's answer. */
    async create(
      userId: string,
      fields: CremationRequestFields,
      clientId: string | undefined,
      ticket?: WriteTicket | null,
    ): Promise<Committed<{ success: true } & CremationAnswer>> {
      const committed = await deps.writes.commit(
        cremationWrites,
        { userId, fields, clientId },
        {
          ticket,
          answer: ({ row }) => ({ status: 201, body: { success: true, ...answer(row) } }),
        },
      )
      if (committed.isReplay) return committed
      const { row, created } = committed.output
      if (created) {
        await publish(row, { title: texts.title, message: texts.message(row.service_name) })
      }
      return { ...committed, output: { success: true, ...answer(row) } }
    },
  }
}

export type CremationService = ReturnType<typeof createCremationService>
