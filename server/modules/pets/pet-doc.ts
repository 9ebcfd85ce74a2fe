import type { PetDoc, Personality } from '../../contract/pets.contract.js'
import type { Tombstoned } from '../../contract/sync.contract.js'
import type { Selectable } from 'kysely'
import type { PetsTable } from '../../db/schema.js'
import { shownPlaceText } from '../../geo/privacy.js'
import { parseStringList } from '../../db/json-text.js'

/** A pets row as read back (generated columns resolved). */
export type PetRow = Omit<Selectable<PetsTable>, 'seq' | 'deleted'> & {
  seq: number | string
  deleted: number
}

const flag = (value: number | null): boolean | null => (value === null ? null : value === 1)

export function photosOf(row: Pick<PetRow, 'photos'>): string[] {
  return parseStringList(row.photos)
}

/** The one pet shape every client sees: REST answers, pull documents and live events. */
export function toPetDoc(row: PetRow, personalities: Personality[]): PetDoc {
  return petDoc(row, personalities, false)
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
  return petDoc(row, personalities, row.owner_id !== viewerId)
}

/**
 * Both views built in one object literal: discover builds twenty a request, and spreading a
 * whole document into another (and again for the cell and the QR profile) cost more than the
 * page's SQL.
 */
function petDoc(row: PetRow, personalities: Personality[], isStranger: boolean): PetDoc {
  const cell = isStranger ? { latitude: row.cell_latitude, longitude: row.cell_longitude } : null
  const qr = isStranger
    ? publishedQrProfile(row)
    : {
        ownerContact: row.owner_contact,
        medicalNeeds: row.emergency_medical,
        allergies: row.emergency_allergies,
        vetPhone: row.emergency_vet_phone,
      }
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
    location: cell ? shownPlaceText(row.location, cell) : row.location,
    city: row.city,
    latitude: cell ? cell.latitude : row.latitude,
    longitude: cell ? cell.longitude : row.longitude,
    photos: parseStringList(row.photos),
    personalities,
    ownerContact: qr.ownerContact,
    medicalNeeds: qr.medicalNeeds,
    allergies: qr.allergies,
    vetPhone: qr.vetPhone,
    showOwnerContact: row.show_owner_contact === 1,
    showEmergencyInfo: row.show_emergency_info === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export function toFeedDoc(row: PetRow, personalities: Personality[]): Tombstoned<PetDoc> {
  return { ...toPetDoc(row, personalities), _deleted: row.deleted === 1 }
}

/** PostgreSQL answers bigint columns as strings. */
export const seqOf = (row: Pick<PetRow, 'seq'>): number => Number(row.seq)
