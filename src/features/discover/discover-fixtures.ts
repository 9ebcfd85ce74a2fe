import type { DiscoverPet } from '@contract/discover.contract'

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
    description: null,
    weight: null,
    color: null,
    vaccinated: null,
    neutered: null,
    temperament: null,
    location: null,
    city: 'San Salvador',
    latitude: 13.69,
    longitude: -89.22,
    photos: [`/uploads/pets/${id}-1.webp`, `/uploads/pets/${id}-2.webp`],
    personalities: [
      { id: 'p1', name: 'Juguetón', category: 'energy' },
      { id: 'p2', name: 'Cariñoso', category: 'social' },
    ],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    owner: { name: 'Carlos Rivera', avatar: null, city: 'San Salvador' },
    distance: 2,
    formattedDistance: '2 km',
    ...overrides,
  }
}
