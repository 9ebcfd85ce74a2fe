import {
  collectionSchema,
  idField,
  nullableNumber,
  stringField,
  stringList,
  timestampField,
} from './schema-parts'

/** Sightings reported for a lost pet (spec §3 Sighting form). Issue 6 refines them. */
export interface SightingDoc {
  id: string
  lostPetId: string
  reporterId: string
  location: string
  latitude: number | null
  longitude: number | null
  date: string
  time: string
  description: string
  contactName: string
  contactPhone: string
  photos: string[]
  createdAt: string
  updatedAt: string
}

export const sightingsSchema = collectionSchema<SightingDoc>({
  title: 'sightings',
  version: 0,
  properties: {
    id: idField,
    lostPetId: idField,
    reporterId: idField,
    location: stringField,
    latitude: nullableNumber,
    longitude: nullableNumber,
    date: stringField,
    time: stringField,
    description: stringField,
    contactName: stringField,
    contactPhone: stringField,
    photos: stringList,
    createdAt: timestampField,
    updatedAt: timestampField,
  },
  indexes: [['lostPetId', 'createdAt']],
})
