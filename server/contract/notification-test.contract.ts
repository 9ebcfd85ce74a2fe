/**
 * /notifications/test (spec §2): POST /api/notifications/test { type } gives the caller a sample
 * notification of that type through the real pipeline — stored in their `notifications` feed
 * (the bell, every device), pushed to their subscribed devices under their preferences and quiet
 * hours — like any other. It counts toward the daily cap, and at most
 * NOTIFICATION_TESTS_PER_WINDOW per NOTIFICATION_TEST_WINDOW_SECONDS. Zod-free: the screen
 * imports it.
 */
import { waitTime } from './wait-time.js'
export const notificationTestTypes = ['match', 'message', 'health'] as const
export type NotificationTestType = (typeof notificationTestTypes)[number]
export const NOTIFICATION_TESTS_PER_WINDOW = 10
export const NOTIFICATION_TEST_WINDOW_SECONDS = 600

export interface NotificationTestResponse {
  success: true
  /** false when the daily cap of notifications was already reached: nothing was stored */
  delivered: boolean
  message: string
}

/** The sample notifications: what the user sees in the bell and in the push. */
export const notificationTestSamples: Record<
  NotificationTestType,
  { title: string; message: string }
> = {
  match: {
    title: '¡Nuevo match! (prueba)',
    message: 'Así te avisaremos cuando a alguien le guste tu mascota tanto como a ti la suya.',
  },
  message: {
    title: 'Nuevo mensaje (prueba)',
    message: 'Así te avisaremos de un mensaje nuevo en tus chats.',
  },
  health: {
    title: 'Recordatorio de salud (prueba)',
    message: 'Así te recordaremos el próximo celo, vacunas y cuidados de tu mascota.',
  },
}

export const notificationTestMessages = {
  invalidType: 'Elige un tipo de notificación de prueba: match, mensaje o recordatorio de salud.',
  sent: 'Notificación de prueba enviada. Mírala en la campana y, si activaste las notificaciones push, en tu dispositivo.',
  capped: 'Ya recibiste el máximo de notificaciones de hoy: esta no se envió. Inténtalo mañana.',
  tooMany: (minutes: number) =>
    `Has enviado muchas notificaciones de prueba. Inténtalo de nuevo en ${waitTime(minutes)}.`,
} as const
