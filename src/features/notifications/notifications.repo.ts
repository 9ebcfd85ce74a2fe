import { map, type Observable } from 'rxjs'
import type { NotificationFeedDoc } from '@contract/notifications.contract'
import type { HuellitasDatabase } from '../../db'
import { liveQuery } from '../../db/live-query'

/**
 * The notifications feature's only access to RxDB: the `notifications` collection, which holds
 * the server's feed (each user's own).
 */
export const NOTIFICATIONS = 'notifications'

/** Every notification on the device, newest first. */
export function observeNotificationDocs(
  database: HuellitasDatabase,
): Observable<NotificationFeedDoc[]> {
  return liveQuery(() =>
    database.notifications.find({ sort: [{ createdAt: 'desc' }, { id: 'desc' }] }),
  ).pipe(map((documents) => documents.map((doc) => doc.toJSON() as NotificationFeedDoc)))
}

/**
 * Drops what earlier versions made on the device itself (match and message notices, whose ids
 * hold a ':' that a server id never has): the server writes those now, for every device.
 */
export async function removeDeviceMade(database: HuellitasDatabase): Promise<void> {
  if (database.closed) return
  await database.notifications
    .find({ selector: { id: { $regex: ':' } } })
    .remove()
    .catch(() => {
      // Closed meanwhile (sign-out): nothing left to tidy.
    })
}
