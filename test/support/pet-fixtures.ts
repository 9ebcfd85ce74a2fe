import type { DiscoverPet } from '@contract/discover.contract'
import type { PetDoc } from '@contract/pets.contract'

/**
 * A pet document as the server sends it (REST answers and the change feed), with every field a
 * test does not care about left empty. Tests pass only the fields their case is about.
 */
export function petDoc(overrides: Partial<PetDoc> = {}): PetDoc {
  const at = overrides.createdAt ?? '2025-01-01T00:00:00.000Z'
  return {
    id: 'pet-1',
    ownerId: 'owner-1',
    name: 'Luna',
    species: 'dog',
    breed: 'Mestizo',
    age: 3,
    gender: 'FEMALE',
    description: null,
    weight: null,
    color: null,
    vaccinated: null,
    neutered: null,
    temperament: null,
    location: null,
    city: null,
    latitude: null,
    longitude: null,
    photos: [],
    personalities: [],
    ownerContact: null,
    medicalNeeds: null,
    allergies: null,
    vetPhone: null,
    showOwnerContact: false,
    showEmergencyInfo: true,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  }
}

/** A discover card as the server sends it, for the client's tests of the stack and the home. */
export function discoverPet(overrides: Partial<DiscoverPet> = {}): DiscoverPet {
  const id = overrides.id ?? 'pet-luna'
  return {
    id,
    ownerId: 'owner-1',
    name: 'Luna',
    species: 'dog',
    breed: 'Labrador',
    age: 3,
    gender: 'FEMALE',
    city: 'San Salvador',
    latitude: 13.69,
    longitude: -89.22,
    photos: [`/uploads/pets/${id}-1.webp`, `/uploads/pets/${id}-2.webp`],
    personalities: [
      { id: 'p1', name: 'Juguetón', category: 'energy' },
      { id: 'p2', name: 'Cariñoso', category: 'social' },
    ],
    owner: { name: 'Carlos Rivera', avatar: null, city: 'San Salvador' },
    distance: 2,
    formattedDistance: '2 km',
    ...overrides,
  }
}
