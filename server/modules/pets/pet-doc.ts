import type { PetDoc, Personality } from '../../contract/pets.contract.js'
import type { Tombstoned } from '../../contract/sync.contract.js'
import type { Selectable } from 'kysely'
import type { PetsTable } from '../../db/schema.js'
import { shownPlaceText } from '../../geo/privacy.js'

/** A pets row as read back (generated columns resolved). */
export type PetRow = Omit<Selectable<PetsTable>, 'seq' | 'deleted'> & {
  seq: number | string
  deleted: number
}

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
    ownerContact: row.owner_contact,
    medicalNeeds: row.emergency_medical,
    allergies: row.emergency_allergies,
    vetPhone: row.emergency_vet_phone,
    showOwnerContact: row.show_owner_contact === 1,
    showEmergencyInfo: row.show_emergency_info === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/**
 * The QR profile as a stranger may see it (spec §3): the owner's contact only when published,
 * the emergency information only when shown.
 */
export function publishedQrProfile(row: PetRow) {
  const showsContact = row.show_owner_contact === 1
  const showsEmergency = row.show_emergency_info === 1
  return {
    ownerContact: showsContact ? row.owner_contact : null,
    medicalNeeds: showsEmergency ? row.emergency_medical : null,
    allergies: showsEmergency ? row.emergency_allergies : null,
    vetPhone: showsEmergency ? row.emergency_vet_phone : null,
  }
}

/**
 * The document as `viewerId` may see it: exact for the pet's owner; for anyone else placed at
 * its cell of about 1 km (server/geo/privacy.ts), coordinates in the place's text included,
 * and with only the published part of its QR profile.
 */
export function toPetDocFor(row: PetRow, personalities: Personality[], viewerId: string): PetDoc {
  const doc = toPetDoc(row, personalities)
  if (row.owner_id === viewerId) return doc
  const cell = { latitude: row.cell_latitude, longitude: row.cell_longitude }
  return {
    ...doc,
    ...cell,
    location: shownPlaceText(row.location, cell),
    ...publishedQrProfile(row),
  }
}

export function toFeedDoc(row: PetRow, personalities: Personality[]): Tombstoned<PetDoc> {
  return { ...toPetDoc(row, personalities), _deleted: row.deleted === 1 }
}

/** PostgreSQL answers bigint columns as strings. */
export const seqOf = (row: Pick<PetRow, 'seq'>): number => Number(row.seq)
