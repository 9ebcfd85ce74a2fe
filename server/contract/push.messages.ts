/**
 * The zod-free half of the push contract (push.contract.ts): the kinds, the preferences' shape
 * and defaults, the Spanish messages and the quiet-hours check, for screens whose chunk must
 * not download zod (the notification settings page is a signed-in first load).
 */
/** The kinds of push a user can turn off one by one (spec §3, plus likes, lost pets, events). */
export const pushKinds = [
  'matches',
  'messages',
  'likes',
  'superLikes',
  'lostPets',
  'healthReminders',
  'serviceBookings',
  'events',
  'promotions',
] as const
export type PushKind = (typeof pushKinds)[number]

export interface QuietHours {
  enabled: boolean
  /** 'HH:MM', 24 h, in the user's time zone */
  start: string
  end: string
}

export type PushPreferences = Record<PushKind, boolean> & {
  quietHours: QuietHours
  /** Beyond the seed: urgent lost-pet alerts and sightings of one's own pet break quiet hours. */
  urgentLostPetsBreakQuiet: boolean
  sound: boolean
  vibration: boolean
  /** IANA zone the quiet hours are read in (sent by the device) */
  timeZone: string
}

/** Spec §9: promotions off, all others on; quiet hours 22:00–08:00, enabled. */
export const defaultPushPreferences: PushPreferences = {
  matches: true,
  messages: true,
  likes: true,
  superLikes: true,
  lostPets: true,
  healthReminders: true,
  serviceBookings: true,
  events: false,
  promotions: false,
  quietHours: { enabled: true, start: '22:00', end: '08:00' },
  urgentLostPetsBreakQuiet: false,
  sound: true,
  vibration: true,
  timeZone: 'UTC',
}

export const pushMessages = {
  subscriptionInvalid: 'La suscripción de notificaciones no es válida.',
  preferencesInvalid: 'Las preferencias de notificaciones no son válidas.',
  timeInvalid: 'La hora debe tener el formato HH:MM.',
  timeZoneInvalid: 'La zona horaria no es válida.',
} as const

/** A quiet-hours edge, 'HH:MM' (24 h): the screens check it before saving, the server again. */
export const isQuietHoursTime = (value: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(value)
