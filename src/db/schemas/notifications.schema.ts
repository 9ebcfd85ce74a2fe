import {
  booleanField,
  collectionSchema,
  enumField,
  idField,
  nullableString,
  stringField,
  timestampField,
} from './schema-parts'

/** In-app notifications (spec §3 In-app notification). Issue 7 refines them. */
export const notificationTypes = ['match', 'message', 'health', 'service'] as const
export type NotificationType = (typeof notificationTypes)[number]

export interface NotificationDoc {
  id: string
  type: NotificationType
  title: string
  message: string
  read: boolean
  data: {
    matchId: string | null
    chatId: string | null
    bookingId: string | null
    petImage: string | null
    petName: string | null
  }
  createdAt: string
  updatedAt: string
}

export const notificationsSchema = collectionSchema<NotificationDoc>({
  title: 'notifications',
  version: 0,
  properties: {
    id: idField,
    type: enumField(notificationTypes),
    title: stringField,
    message: stringField,
    read: booleanField,
    data: {
      type: 'object',
      properties: {
        matchId: nullableString,
        chatId: nullableString,
        bookingId: nullableString,
        petImage: nullableString,
        petName: nullableString,
      },
    },
    createdAt: timestampField,
    updatedAt: timestampField,
  },
  indexes: ['createdAt'],
})
