import type { LostPetDoc } from '../../../src/db/schemas/lost-pets.schema'
import type { SightingDoc } from '../../../src/db/schemas/sightings.schema'

/** An alert and a sighting as the device stores them, for the /lost-pets map's tests. */
export function alertDoc(id: string, name: string, changes: Partial<LostPetDoc> = {}): LostPetDoc {
  return {
    id,
    petId: null,
    reporterId: 'someone',
    ownerId: null,
    name,
    breed: null,
    species: 'dog',
    photos: [],
    latitude: 13.701,
    longitude: -89.221,
    lastSeenLocation: 'Colonia Escalón',
    lastSeenDate: '2026-11-27',
    lastSeenTime: '08:30',
    urgencyLevel: 'high',
    reward: null,
    description: '',
    contactPhone: '',
    contactEmail: null,
    additionalNotes: null,
    views: 0,
    status: 'active',
    expiresAt: '2027-01-27T08:30:00Z',
    createdAt: '2026-11-27T08:30:00Z',
    updatedAt: '2026-11-27T08:30:00Z',
    ...changes,
  }
}

export function sightingDoc(
  id: string,
  lostPetId: string,
  changes: Partial<SightingDoc> = {},
): SightingDoc {
  return {
    id,
    lostPetId,
    reporterId: 'neighbour',
    location: 'Parque Cuscatlán',
    latitude: 13.705,
    longitude: -89.215,
    date: '2026-11-27',
    time: '17:00',
    description: 'Corría hacia el parque',
    contactName: 'Carlos',
    contactPhone: '+503 7000 0000',
    photos: [],
    createdAt: '2026-11-27T17:05:00Z',
    updatedAt: '2026-11-27T17:05:00Z',
    ...changes,
  }
}
