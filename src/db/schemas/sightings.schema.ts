import type { SightingDoc } from '@contract/lost-pets.contract'
import {
  collectionSchema,
  idField,
  nullableNumber,
  stringField,
  stringList,
  timestampField,
} from './schema-parts'

/** Sightings: exactly the contract's SightingDoc (spec §3 'Sighting form'), as pulled. */
export type { SightingDoc }

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
