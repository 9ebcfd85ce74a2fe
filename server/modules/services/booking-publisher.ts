import type { BookingFeedDoc } from '../../contract/services.messages.js'
import type { BookingRow } from '../../db/services-tables.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import type { NotificationPayload } from '../notifications/notifications.service.js'
import { seqOf, toBookingDoc } from './service-docs.js'

export interface BookingPublisherDeps {
  broadcaster: ChangeBroadcaster
  notify: (userIds: readonly string[], payload: NotificationPayload) => Promise<string[]>
  currency: string
}

/**
 * How every booking change reaches its owner, bookings and cremation requests alike: the
 * owner's devices through the 'bookings' feed at once, and an in-app notification (type
 * 'service') keyed by the row's feed position, so a repeat never notifies twice.
 */
export function createBookingPublisher(deps: BookingPublisherDeps) {
  return async function publish(
    row: BookingRow,
    notice: { title: string; message: string } | null,
  ): Promise<BookingFeedDoc> {
    const answer = toBookingDoc(row, deps.currency)
    deps.broadcaster.publish([row.user_id], {
      collection: 'bookings',
      documents: [{ ...answer, _deleted: false }],
      checkpoint: { seq: seqOf(row) },
    })
    if (notice) {
      await deps.notify([row.user_id], {
        type: 'service',
        key: `booking:${row.id}:${seqOf(row)}`,
        title: notice.title,
        message: notice.message,
        data: { bookingId: row.id, petName: row.pet_name },
      })
    }
    return answer
  }
}
