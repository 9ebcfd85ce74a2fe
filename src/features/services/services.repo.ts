import { combineLatest, map, type Observable } from 'rxjs'
import type { BookingFeedDoc, ServiceFeedDoc, ServiceKind } from '@contract/services.messages'
import type { HuellitasDatabase } from '../../db'
import {
  mergePending,
  observePendingWrites,
  type ReplicatedDocs,
  type WithSyncState,
} from '../../sync'
import { liveQuery } from '../../db/live-query'

/**
 * The services feature's only access to RxDB: the replicated catalogue (`services`) and the
 * user's own `bookings` with their queued writes laid over them, so a booking made or changed
 * offline shows at once, marked pending.
 */
export const BOOKINGS = 'bookings'

/** Where a reschedule or a cancellation finds the booking (src/sync/document-writes.ts). */
export const bookingDocs: ReplicatedDocs<BookingFeedDoc> = {
  target: BOOKINGS,
  collection: (database) => database.bookings,
}

export type ListedBooking = WithSyncState<BookingFeedDoc>

export function observeCatalogue(
  database: HuellitasDatabase,
  kind: ServiceKind,
): Observable<ServiceFeedDoc[]> {
  return liveQuery(() => database.services.find({ selector: { kind } })).pipe(
    map((documents) =>
      documents
        .map((document) => document.toJSON() as ServiceFeedDoc)
        .sort((a, b) => b.rating - a.rating || a.name.localeCompare(b.name, 'es')),
    ),
  )
}

/** Soonest first. */
export function observeBookings(database: HuellitasDatabase): Observable<ListedBooking[]> {
  const replicated = liveQuery(() => database.bookings.find()).pipe(
    map((documents) => documents.map((document) => document.toJSON() as BookingFeedDoc)),
  )
  return combineLatest([replicated, observePendingWrites(BOOKINGS)]).pipe(
    map(([bookings, entries]) =>
      mergePending(bookings, entries, () => true).sort((a, b) =>
        `${a.date} ${a.time ?? ''}`.localeCompare(`${b.date} ${b.time ?? ''}`),
      ),
    ),
  )
}
