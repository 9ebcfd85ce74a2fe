import type { SightingDoc } from '@contract/lost-pets.contract'
import { collectionSchema, field } from './schema-parts'

/** Sightings: exactly the contract's SightingDoc (spec §3 'Sighting form'), as pulled. */
export type { SightingDoc }

export const sightingsSchema = collectionSchema<SightingDoc>({
  title: 'sightings',
  version: 0,
  properties: {
    id: field.id,
    lostPetId: field.id,
    reporterId: field.nullableString,
    location: field.string,
    latitude: field.nullableNumber,
    longitude: field.nullableNumber,
    date: field.string,
    time: field.string,
    description: field.string,
    contactName: field.string,
    contactPhone: field.string,
    photos: field.stringList,
    createdAt: field.timestamp,
    updatedAt: field.timestamp,
  },
  indexes: [['lostPetId', 'createdAt']],
})
