/**
 * Wire contract of in-app notifications (spec §2 Notifications panel, §3 In-app notification).
 * Every mutating call takes an Idempotency-Key (server/http/idempotency.ts).
 *
 * - GET    /api/sync/notifications/pull?seq&limit → PullResponse<NotificationFeedDoc>: the
 *   caller's own notifications only; a cleared one comes back once as a tombstone.
 * - PATCH  /api/notifications/{id}/read   → NotificationWriteResponse (own only, else 404)
 * - PATCH  /api/notifications/read-all    → NotificationWriteResponse
 * - DELETE /api/notifications             → NotificationWriteResponse ('Limpiar todo')
 *
 * The server writes notifications itself (a match, a chat's new messages, a super like received,
 * a lost-pet alert near the user, a sighting of the user's pet, a visitor's message): there is
 * no route to create one. A chat has at most one unread notification at a time: the first
 * message after the last read writes it, reading the chat marks it read. Each recipient gets at most
 * NOTIFICATIONS_DAILY_MAX (default 20) in any 24 hours; past it, further ones are dropped.
 */
export const notificationTypes = [
  'match',
  'message',
  'super-like',
  'health',
  'service',
  'lost-pet',
  'sighting',
] as const
export type NotificationType = (typeof notificationTypes)[number]

/**
 * Navigation targets and extras, by type. Absent values are null. `latitude`/`longitude` are a
 * public place the reporter chose to publish (a last-seen place, a sighting), never anyone's home.
 */
export interface NotificationData {
  matchId: string | null
  chatId: string | null
  bookingId: string | null
  /** the pet a super like came from (its profile is where the notification leads) */
  petId: string | null
  petImage: string | null
  petName: string | null
  lostPetId: string | null
  sightingId: string | null
  place: string | null
  latitude: number | null
  longitude: number | null
}

export const emptyNotificationData: NotificationData = {
  matchId: null,
  chatId: null,
  bookingId: null,
  petId: null,
  petImage: null,
  petName: null,
  lostPetId: null,
  sightingId: null,
  place: null,
  latitude: null,
  longitude: null,
}

export interface NotificationFeedDoc {
  id: string
  type: NotificationType
  title: string
  message: string
  read: boolean
  data: NotificationData
  createdAt: string
  updatedAt: string
}

export interface NotificationWriteResponse {
  success: true
  /** how many notifications changed */
  changed: number
  updatedAt: string
}

export const notificationMessages = {
  notFound: 'Notificación no encontrada.',
} as const

/** Texts of the notifications the server writes (Spanish, shown as they are). */
export const notificationTexts = {
  lostPetNearTitle: '¡Mascota perdida cerca de ti!',
  lostPetNearMessage: (petName: string, place: string) =>
    `${petName} se perdió cerca de ${place}. ¿Tienes alguna pista?`,
  sightingTitle: (petName: string) => `Nuevo avistamiento de ${petName}`,
  sightingMessage: (petName: string, place: string) => `Alguien vio a ${petName} en ${place}.`,
  visitorMessageTitle: (petName: string) => `Mensaje sobre ${petName}`,
  visitorMessage: (name: string, phone: string, text: string) => `${name} (${phone}): ${text}`,
  visitorSightingMessage: (name: string, phone: string, place: string, text: string) =>
    `${name} (${phone}) reporta un avistamiento en ${place}: ${text}`,
  unknownPlace: 'un lugar sin dirección',
  matchTitle: '¡Nuevo Match!',
  matchMessage: (myPetName: string, otherPetName: string) =>
    `${myPetName} y ${otherPetName} hicieron match`,
  unknownPet: 'Tu mascota',
  unknownOtherPet: 'otra mascota',
  messageTitle: (senderName: string) => `Nuevo mensaje de ${senderName}`,
  unknownSender: 'tu match',
  messageFallbackPreview: 'Tienes un mensaje nuevo',
  superLikeTitle: '¡Recibiste un Super Like!',
  superLikeMessage: (fromPetName: string, yourPetName: string) =>
    `${fromPetName} le dio Super Like a ${yourPetName}`,
  qrNoticeTitle: (petName: string) => `Alguien encontró a ${petName}`,
  qrNoticeMessage: (name: string, phone: string, text: string) =>
    `${name} (${phone}) escaneó su código QR${text ? `: ${text}` : '.'}`,
  qrNoticePlace: (latitude: number, longitude: number) =>
    `Ubicación compartida: ${latitude.toFixed(5)}, ${longitude.toFixed(5)}`,
} as const
