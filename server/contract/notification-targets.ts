import type { NotificationData, NotificationType } from './notifications.contract.js'

/**
 * Where a notification leads (spec §2 Notifications panel), for the in-app list and for a
 * push's click alike: a match to its detail, a message to its chat, a super like to the
 * profile of the pet that gave it, an alert or a sighting to that alert on /lost-pets, a health
 * reminder to /reproductive-health (the next-cycle reminder of §2 /reproductive-health), or to
 * its booking when it is a premium appointment reminder. Without the id
 * the type needs, the list screen of that kind rather
 * than nothing. Ids are escaped so they cannot leave their path segment.
 */
export function notificationPath(
  type: NotificationType,
  data: Partial<Pick<NotificationData, 'matchId' | 'chatId' | 'bookingId' | 'petId' | 'lostPetId'>>,
): string {
  switch (type) {
    case 'match':
      return data.matchId ? `/matches/${encodeURIComponent(data.matchId)}` : '/matches'
    case 'message':
      return data.chatId ? `/chat/${encodeURIComponent(data.chatId)}` : '/chat'
    case 'super-like':
      return data.petId ? `/pet/${encodeURIComponent(data.petId)}` : '/matches'
    case 'health':
      // An appointment reminder (premium) names its booking; a cycle reminder does not.
      return data.bookingId
        ? `/services/bookings/${encodeURIComponent(data.bookingId)}`
        : '/reproductive-health'
    case 'service':
      return data.bookingId
        ? `/services/bookings/${encodeURIComponent(data.bookingId)}`
        : '/services'
    case 'lost-pet':
    case 'sighting':
      return data.lostPetId
        ? `/lost-pets?alert=${encodeURIComponent(data.lostPetId)}`
        : '/lost-pets'
  }
}
