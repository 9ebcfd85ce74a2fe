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

/** Lost-pet alerts (spec §3 Lost pet). Issue 6 (lost pets) refines them. */
export const urgencyLevels = ['low', 'medium', 'high', 'critical'] as const
export type UrgencyLevel = (typeof urgencyLevels)[number]
export const lostPetStatuses = ['active', 'found'] as const
export type LostPetStatus = (typeof lostPetStatuses)[number]

export interface LostPetDoc {
  id: string
  petId: string | null
  reporterId: string
  ownerId: string | null
  name: string
  breed: string | null
  species: string | null
  photos: string[]
  latitude: number | null
  longitude: number | null
  lastSeenLocation: string
  lastSeenDate: string
  lastSeenTime: string
  urgencyLevel: UrgencyLevel
  reward: string | null
  description: string
  contactPhone: string
  contactEmail: string | null
  additionalNotes: string | null
  views: number
  status: LostPetStatus
  createdAt: string
  updatedAt: string
}

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
    createdAt: timestampField,
    updatedAt: timestampField,
  },
  indexes: [['status', 'createdAt']],
})
