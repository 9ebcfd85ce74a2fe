import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { BookingRow, BookingsTable, ServiceRow } from '../../db/services-tables.js'
import { nextChangeSeq } from '../sync/change-sequence.repository.js'
import { CATALOGUE_TIME_ZONE, type CatalogueEntry } from './demo-catalogue.js'
import { ownedChangesAfter } from '../sync/owned-changes.repository.js'
import { NamedError } from '../../named-error.js'

/**
 * Thrown when the (service, date, time) already has a live booking (bookings_live_slot_idx), by
 * the slot's check before the write, whose transaction is then still usable.
 */
export class SlotTakenError extends NamedError {
  constructor() {
    super('slot taken')
  }
}

export type NewBookingRow = Omit<BookingsTable, 'seq'>
export type BookingChanges = Partial<
  Pick<BookingsTable, 'date' | 'time' | 'starts_at' | 'status' | 'updated_at'>
>

/** Reads outside a write, or inside one (its transaction). */
type Executor = Kysely<Database> | Transaction<Database>

/**
 * Only this repository touches the services and bookings tables. Every booking write takes the
 * 'bookings' seq first: on PostgreSQL that lock queues all of them, so a slot read after it
 * sees every earlier commit, and a taken slot is refused before the write is tried. The unique
 * index stays the last word (a write that loses to it fails and is sent again).
 */
export function createServicesRepository(db: Kysely<Database>) {
  /** The times of `date` that have a live booking of the service. */
  async function takenTimes(
    serviceId: string,
    date: string,
    executor: Executor = db,
  ): Promise<string[]> {
    const rows = await executor
      .selectFrom('bookings')
      .select('time')
      .where('service_id', '=', serviceId)
      .where('date', '=', date)
      .where('status', '<>', 'cancelled')
      .execute()
    return rows.map((row) => row.time)
  }

  return {
    findService(id: string, executor: Executor = db): Promise<ServiceRow | undefined> {
      return executor.selectFrom('services').selectAll().where('id', '=', id).executeTakeFirst()
    },

    servicesAfter(afterSeq: number, limit: number): Promise<ServiceRow[]> {
      return db
        .selectFrom('services')
        .selectAll()
        .where('seq', '>', afterSeq)
        .orderBy('seq')
        .limit(limit)
        .execute()
    },

    /** Adds the entries whose id is missing; answers how many were added. */
    async ensureCatalogue(entries: readonly CatalogueEntry[], at: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const present = new Set(
          (await trx.selectFrom('services').select('id').execute()).map((row) => row.id),
        )
        const missing = entries.filter((entry) => !present.has(entry.id))
        for (const entry of missing) {
          const seq = await nextChangeSeq(trx, 'services')
          await trx
            .insertInto('services')
            .values({
              id: entry.id,
              kind: entry.kind,
              name: entry.name,
              provider: entry.provider,
              category: entry.category,
              rating: entry.rating,
              review_count: entry.reviewCount,
              price: entry.price,
              price_max: entry.priceMax ?? null,
              duration: entry.duration,
              location: entry.location,
              address: entry.address ?? null,
              phone: entry.phone ?? null,
              latitude: entry.latitude,
              longitude: entry.longitude,
              image: null,
              availability: entry.availability,
              is_available: entry.isAvailable === false ? 0 : 1,
              features: JSON.stringify(entry.features),
              service_types: JSON.stringify(entry.serviceTypes ?? []),
              description: entry.description,
              is_internal: entry.internalPath ? 1 : 0,
              internal_path: entry.internalPath ?? null,
              cremation: entry.cremation ? JSON.stringify(entry.cremation) : null,
              time_zone: CATALOGUE_TIME_ZONE,
              updated_at: at,
              seq,
            })
            .execute()
        }
        return missing.length
      })
    },

    findPet(id: string, executor: Executor = db) {
      return executor
        .selectFrom('pets')
        .select(['id', 'owner_id', 'name', 'deleted'])
        .where('id', '=', id)
        .executeTakeFirst()
    },

    findBooking(id: string, executor: Executor = db): Promise<BookingRow | undefined> {
      return executor.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst()
    },

    listBookings(userId: string): Promise<BookingRow[]> {
      return db
        .selectFrom('bookings')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('starts_at')
        .execute()
    },

    bookingsAfter(userId: string, afterSeq: number, limit: number): Promise<BookingRow[]> {
      return ownedChangesAfter(db, 'bookings', 'user_id', userId, afterSeq, limit)
    },

    /**
     * The live health bookings starting in (from, to] whose owner has a premium subscription
     * (expiry checked by the caller), after `afterId` in id order: a page of the appointment
     * reminder sweep, with the provider's zone and the owner's subscription.
     */
    premiumHealthBookingsBetween(from: string, to: string, afterId: string, limit: number) {
      return db
        .selectFrom('bookings as b')
        .innerJoin('services as s', 's.id', 'b.service_id')
        .innerJoin('users as u', 'u.id', 'b.user_id')
        .select([
          'b.id',
          'b.user_id',
          'b.service_name',
          'b.provider',
          'b.pet_name',
          'b.date',
          'b.time',
          's.time_zone',
          'u.subscription_type',
          'u.subscription_expires_at',
        ])
        .where('b.kind', '=', 'health')
        .where('b.status', '<>', 'cancelled')
        .where('b.starts_at', '>', from)
        .where('b.starts_at', '<=', to)
        .where('u.subscription_type', '=', 'premium')
        .where('b.id', '>', afterId)
        .orderBy('b.id')
        .limit(limit)
        .execute()
    },

    takenTimes,

    /**
     * Inserts the booking in the group commit's transaction; SlotTakenError when it takes a slot
     * (`takesSlot`, all but cremation requests) that is taken.
     */
    async insertBookingIn(
      trx: Transaction<Database>,
      values: NewBookingRow,
      { takesSlot = true }: { takesSlot?: boolean } = {},
    ): Promise<BookingRow> {
      const seq = await nextChangeSeq(trx, 'bookings')
      const taken = takesSlot && (await takenTimes(values.service_id, values.date, trx))
      if (taken && taken.includes(values.time)) throw new SlotTakenError()
      return trx
        .insertInto('bookings')
        .values({ ...values, seq })
        .returningAll()
        .executeTakeFirstOrThrow()
    },

    /**
     * Runs `check` on the booking as it is inside the group commit's transaction (it throws to
     * refuse) and applies what it returns; undefined when there is no such row, the row
     * unchanged when `check` answers null (nothing to write). A move to a taken slot throws
     * SlotTakenError.
     */
    async updateBookingIn(
      trx: Transaction<Database>,
      id: string,
      check: (current: BookingRow) => BookingChanges | null,
    ): Promise<BookingRow | undefined> {
      const seq = await nextChangeSeq(trx, 'bookings')
      const before = await trx
        .selectFrom('bookings')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()
      if (!before) return undefined
      const changes = check(before)
      if (!changes) return before
      const moved = changes.date !== undefined || changes.time !== undefined
      if (moved && changes.status !== 'cancelled') {
        const date = changes.date ?? before.date
        const time = changes.time ?? before.time
        if ((await takenTimes(before.service_id, date, trx)).includes(time)) {
          throw new SlotTakenError()
        }
      }
      return trx
        .updateTable('bookings')
        .set({ ...changes, seq })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow()
    },
  }
}

export type ServicesRepository = ReturnType<typeof createServicesRepository>
