import type { InAppNotification } from './notification-store'

/**
 * Where tapping a notification leads (spec §2); a lost-pet alert near the user, a sighting of
 * their pet or a visitor's message about it lead to that alert on /lost-pets. Without the id the
 * type needs, fall back to the list screen of that kind rather than doing nothing.
 */
export function notificationTarget(notification: InAppNotification): string {
  switch (notification.type) {
    case 'match':
      return notification.matchId
        ? `/matches/${encodeURIComponent(notification.matchId)}`
        : '/matches'
    case 'message':
      return notification.chatId ? `/chat/${encodeURIComponent(notification.chatId)}` : '/chat'
    case 'health':
      return '/health/reminders'
    case 'service':
      return notification.bookingId
        ? `/services/bookings/${encodeURIComponent(notification.bookingId)}`
        : '/services'
    case 'lost-pet':
    case 'sighting':
      return notification.lostPetId
        ? `/lost-pets?alert=${encodeURIComponent(notification.lostPetId)}`
        : '/lost-pets'
  }
}

/** The badge text on the bell: nothing at 0, the spec's '9+' above 9. */
export function unreadBadgeLabel(count: number): string | null {
  if (count <= 0) return null
  return count > 9 ? '9+' : String(count)
}
