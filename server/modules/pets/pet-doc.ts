import type { PetDoc, Personality } from '../../contract/pets.contract.js'
import type { Tombstoned } from '../../contract/sync.contract.js'
import type { PetsTable } from '../../db/schema.js'

/** A pets row as read back (generated columns resolved). */
export type PetRow = Omit<PetsTable, 'seq' | 'deleted'> & { seq: number | string; deleted: number }

const flag = (value: number | null): boolean | null => (value === null ? null : value === 1)

function parsePhotos(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []
  } catch {
    return []
  }
}

export function photosOf(row: Pick<PetRow, 'photos'>): string[] {
  return parsePhotos(row.photos)
}

/** The one pet shape every client sees: REST answers, pull documents and live events. */
export function toPetDoc(row: PetRow, personalities: Personality[]): PetDoc {
  return {
    id: row.id,
    ownerId: row.owner_id,
    name: row.name,
    species: row.species,
    breed: row.breed,
    age: row.age,
    gender: row.gender,
    description: row.description,
    weight: row.weight,
    color: row.color,
    vaccinated: flag(row.vaccinated),
    neutered: flag(row.neutered),
    temperament: row.temperament,
    location: row.location,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    photos: parsePhotos(row.photos),
    personalities,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export function toFeedDoc(row: PetRow, personalities: Personality[]): Tombstoned<PetDoc> {
  return { ...toPetDoc(row, personalities), _deleted: row.deleted === 1 }
}

/** PostgreSQL answers bigint columns as strings. */
export const seqOf = (row: Pick<PetRow, 'seq'>): number => Number(row.seq)
