import { notificationPath } from '../../contract/notification-targets.js'
import {
  emptyNotificationData,
  type NotificationData,
  type NotificationType,
} from '../../contract/notifications.contract.js'
import type { PushPreferences } from '../../contract/push.contract.js'
import type { NotificationRow } from '../../db/schema.js'

/**
 * What the service worker shows for a push (sw.ts 'push'): title, body, the pet's picture, a
 * tag that collapses a conversation's messages into one notification, and the screen a click
 * opens. Push services refuse bodies over 4 KB once encrypted: texts are cut well below it.
 */
export interface PushPayload {
  id: string
  type: NotificationType
  title: string
  body: string
  tag: string
  url: string
  image: string | null
  silent: boolean
  vibrate: boolean
}

const TITLE_MAX = 120
const BODY_MAX = 600
/** The encrypted record adds 103 bytes and padding; 3 KB of JSON leaves room (RFC 8291). */
export const PAYLOAD_MAX_BYTES = 3072

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

function parseData(text: string): NotificationData {
  try {
    return { ...emptyNotificationData, ...(JSON.parse(text) as Partial<NotificationData>) }
  } catch {
    return emptyNotificationData
  }
}

function tagOf(type: NotificationType, data: NotificationData, id: string): string {
  if (type === 'message' && data.chatId) return `chat:${data.chatId}`
  if (type === 'match' && data.matchId) return `match:${data.matchId}`
  if ((type === 'lost-pet' || type === 'sighting') && data.lostPetId) {
    return `${type}:${data.lostPetId}`
  }
  return id
}

export function pushPayload(row: NotificationRow, prefs: PushPreferences): PushPayload {
  const type = row.type as NotificationType
  const data = parseData(row.data)
  const payload: PushPayload = {
    id: row.id,
    type,
    title: cut(row.title, TITLE_MAX),
    body: cut(row.message, BODY_MAX),
    tag: tagOf(type, data, row.id),
    url: notificationPath(type, data),
    // Only our own uploads: a push never makes the device fetch from elsewhere.
    image: data.petImage?.startsWith('/uploads/') ? data.petImage : null,
    silent: !prefs.sound,
    vibrate: prefs.vibration,
  }
  return payload
}

export function lostPetIdOf(row: NotificationRow): string | null {
  return parseData(row.data).lostPetId
}

export function chatIdOf(row: NotificationRow): string | null {
  return parseData(row.data).chatId
}
