import type { LostPetDoc, LostPetStatus, UrgencyLevel } from '@contract/lost-pets.contract'
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
export type { UrgencyLevel, LostPetStatus, LostPetDoc }

/**
 * The contract's two enumerations, spelled here and checked against its types both ways: a
 * value import of lost-pets.messages would carry that whole module (every message) into the
 * sync session's chunk, which every signed-in first load downloads (design.md budgets).
 */
const urgencyLevels = ['low', 'medium', 'high', 'critical'] as const satisfies UrgencyLevel[]
const lostPetStatuses = ['active', 'found'] as const satisfies LostPetStatus[]
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const enumsMatchContract: [
  Same<(typeof urgencyLevels)[number], UrgencyLevel>,
  Same<(typeof lostPetStatuses)[number], LostPetStatus>,
] = [true, true]
void enumsMatchContract

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
