import type { LostPetDoc } from '@contract/lost-pets.contract'
import { lostPetStatuses, urgencyLevels } from '@contract/lost-pets.messages'
import {
  collectionSchema,
  enumField,
  idField,
  nullableNumber,
  nullableString,
  numberField,
  stringField,
  stringList,
  timestampField,
} from './schema-parts'

/**
 * Lost-pet alerts: exactly the contract's LostPetDoc (the shape of REST answers and of the
 * `lostPets` change feed), so a pulled document is stored as it came.
 */
export { urgencyLevels, lostPetStatuses } from '@contract/lost-pets.messages'
export type { UrgencyLevel, LostPetStatus } from '@contract/lost-pets.messages'
export type { LostPetDoc }

export const lostPetsSchema = collectionSchema<LostPetDoc>({
  title: 'lostPets',
  version: 0,
  properties: {
    id: idField,
    petId: nullableString,
    reporterId: idField,
    ownerId: nullableString,
    name: stringField,
    breed: nullableString,
    species: nullableString,
    photos: stringList,
    latitude: nullableNumber,
    longitude: nullableNumber,
    lastSeenLocation: stringField,
    lastSeenDate: stringField,
    lastSeenTime: stringField,
    urgencyLevel: enumField(urgencyLevels),
    reward: nullableString,
    description: stringField,
    contactPhone: stringField,
    contactEmail: nullableString,
    additionalNotes: nullableString,
    views: numberField,
    status: enumField(lostPetStatuses),
    expiresAt: timestampField,
    createdAt: timestampField,
    updatedAt: timestampField,
  },
  indexes: [['status', 'createdAt']],
})
