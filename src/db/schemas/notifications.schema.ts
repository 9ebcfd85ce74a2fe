import type { NotificationFeedDoc } from '@contract/notifications.contract'
import { notificationTypes } from '@contract/notifications.contract'
import { collectionSchema, field } from './schema-parts'

/**
 * In-app notifications (spec §3 In-app notification): the server's 'notifications' feed, each
 * user's own.
 *
 * Version 1 added the lost-pet and sighting types and their data (lostPetId, sightingId, place,
 * latitude, longitude): a version 0 document migrates with those set to null. Version 2 added
 * the super-like type and petId.
 */
export { notificationTypes, type NotificationType } from '@contract/notifications.contract'
export type NotificationDoc = NotificationFeedDoc

export const notificationsSchema = collectionSchema<NotificationDoc>({
  title: 'notifications',
  version: 2,
  properties: {
    id: field.id,
    type: field.oneOf(notificationTypes),
    title: field.string,
    message: field.string,
    read: field.boolean,
    data: {
      type: 'object',
      properties: {
        matchId: field.nullableString,
        chatId: field.nullableString,
        bookingId: field.nullableString,
        petId: field.nullableString,
        petImage: field.nullableString,
        petName: field.nullableString,
        lostPetId: field.nullableString,
        sightingId: field.nullableString,
        place: field.nullableString,
        latitude: field.nullableNumber,
        longitude: field.nullableNumber,
      },
    },
    createdAt: field.timestamp,
    updatedAt: field.timestamp,
  },
  indexes: ['createdAt'],
})

type NotificationDocV1 = Omit<NotificationDoc, 'data'> & {
  data: Omit<NotificationDoc['data'], 'petId'>
}
type NotificationDocV0 = Omit<NotificationDoc, 'data'> & {
  data: Pick<NotificationDoc['data'], 'matchId' | 'chatId' | 'bookingId' | 'petImage' | 'petName'>
}

export const notificationsMigrations = {
  1: (doc: NotificationDocV0): NotificationDocV1 => ({
    ...doc,
    data: {
      ...doc.data,
      lostPetId: null,
      sightingId: null,
      place: null,
      latitude: null,
      longitude: null,
    },
  }),
  2: (doc: NotificationDocV1): NotificationDoc => ({ ...doc, data: { ...doc.data, petId: null } }),
}
