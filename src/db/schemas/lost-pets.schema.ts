import type { LostPetDoc } from '@contract/lost-pets.contract'
import { lostPetStatuses, urgencyLevels } from '@contract/lost-pets.enums'
import { collectionSchema, field } from './schema-parts'

/**
 * Lost-pet alerts: exactly the contract's LostPetDoc (the shape of REST answers and of the
 * `lostPets` change feed), so a pulled document is stored as it came.
 */
export { urgencyLevels, lostPetStatuses } from '@contract/lost-pets.enums'
export type { UrgencyLevel, LostPetStatus } from '@contract/lost-pets.enums'
export type { LostPetDoc }

export const lostPetsSchema = collectionSchema<LostPetDoc>({
  title: 'lostPets',
  version: 0,
  properties: {
    id: field.id,
    petId: field.nullableString,
    reporterId: field.id,
    ownerId: field.nullableString,
    name: field.string,
    breed: field.nullableString,
    species: field.nullableString,
    photos: field.stringList,
    latitude: field.nullableNumber,
    longitude: field.nullableNumber,
    lastSeenLocation: field.string,
    lastSeenDate: field.string,
    lastSeenTime: field.string,
    urgencyLevel: field.oneOf(urgencyLevels),
    reward: field.nullableString,
    description: field.string,
    contactPhone: field.string,
    contactEmail: field.nullableString,
    additionalNotes: field.nullableString,
    views: field.number,
    status: field.oneOf(lostPetStatuses),
    expiresAt: field.timestamp,
    createdAt: field.timestamp,
    updatedAt: field.timestamp,
  },
  indexes: [['status', 'createdAt']],
})
