import { map, type Observable } from 'rxjs'
import type { NotificationFeedDoc } from '@contract/notifications.contract'
import type { HuellitasDatabase } from '../../db'

/**
 * The notifications feature's only access to RxDB: the `notifications` collection, which holds
 * the server's feed (each user's own) and the ones this device makes from replicated changes
 * (new matches, new messages). A device-made id always holds a ':', a server id (a UUID) never
 * does: the two are read, marked and cleared the same way on screen, but only the server's go
 * through the write queue.
 */
export const NOTIFICATIONS = 'notifications'

export const isDeviceMade = (id: string) => id.includes(':')

/** Every notification on the device, newest first. */
export function observeNotificationDocs(
  database: HuellitasDatabase,
): Observable<NotificationFeedDoc[]> {
  return database.notifications
    .find({ sort: [{ createdAt: 'desc' }, { id: 'desc' }] })
    .$.pipe(map((documents) => documents.map((doc) => doc.toJSON() as NotificationFeedDoc)))
}

/** Stores a device-made notification; the same id twice stays one. */
export async function insertDeviceNotification(
  database: HuellitasDatabase,
  doc: NotificationFeedDoc,
): Promise<void> {
  if (database.closed) return
  await database.notifications.insert(doc).catch(() => {
    // Already there (another tab or an earlier run announced it): one is enough.
  })
}

/** Changes the device-made ones: marks them read, or removes them. */
export async function updateDeviceNotifications(
  database: HuellitasDatabase,
  ids: readonly string[],
  change: 'read' | 'remove',
): Promise<void> {
  if (database.closed || ids.length === 0) return
  const docs = await database.notifications.findByIds([...ids]).exec()
  for (const doc of docs.values()) {
    if (change === 'remove') await doc.remove()
    else await doc.incrementalPatch({ read: true, updatedAt: new Date().toISOString() })
  }
}
