import { notificationPath } from '@contract/notification-targets'
import type { InAppNotification } from './notification-store'

/** Where tapping a notification leads: the same place as its push (contract, one truth). */
export function notificationTarget(notification: InAppNotification): string {
  return notificationPath(notification.type, notification)
}

/** The badge text on the bell: nothing at 0, the spec's '9+' above 9. */
export function unreadBadgeLabel(count: number): string | null {
  if (count <= 0) return null
  return count > 9 ? '9+' : String(count)
}
