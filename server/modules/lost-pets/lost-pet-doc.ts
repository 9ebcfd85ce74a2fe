import type { Selectable } from 'kysely'
import type { LostPetDoc, SightingDoc } from '../../contract/lost-pets.contract.js'
import type { LostPetsTable, SightingsTable } from '../../db/lost-pets-tables.js'
import { parseStringList } from '../../db/json-text.js'

export type LostPetRow = Selectable<LostPetsTable>
export type SightingRow = Selectable<SightingsTable>

/** PostgreSQL answers double precision as numbers but a driver may hand back strings. */
const coordinate = (value: number | string | null): number | null =>
  value === null ? null : Number(value)

/**
 * The wire shape of an alert. Columns that are the server's business (geo key, type,
 * search text, sweep flag) stay behind; nothing of any user's own location is in the row.
 */
export function toLostPetDoc(row: LostPetRow): LostPetDoc {
  return {
    id: row.id,
    petId: row.pet_id,
    reporterId: row.reporter_id,
    ownerId: row.owner_id,
    name: row.name,
    breed: row.breed,
    species: row.species,
    photos: parseStringList(row.photos),
    latitude: coordinate(row.latitude),
    longitude: coordinate(row.longitude),
    lastSeenLocation: row.last_seen_location,
    lastSeenDate: row.last_seen_date,
    lastSeenTime: row.last_seen_time,
    urgencyLevel: row.urgency_level,
    reward: row.reward,
    description: row.description,
    contactPhone: row.contact_phone,
    contactEmail: row.contact_email,
    additionalNotes: row.additional_notes,
    views: Number(row.views),
    status: row.status,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

export function toSightingDoc(row: SightingRow): SightingDoc {
  return {
    id: row.id,
    lostPetId: row.lost_pet_id,
    reporterId: row.reporter_id,
    location: row.location,
    latitude: coordinate(row.latitude),
    longitude: coordinate(row.longitude),
    date: row.date,
    time: row.time,
    description: row.description,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    photos: parseStringList(row.photos),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

const PET_TYPES: Record<string, 'dog' | 'cat' | 'bird'> = {
  dog: 'dog',
  perro: 'dog',
  perra: 'dog',
  canino: 'dog',
  cat: 'cat',
  gato: 'cat',
  gata: 'cat',
  felino: 'cat',
  bird: 'bird',
  ave: 'bird',
  pajaro: 'bird',
  loro: 'bird',
  perico: 'bird',
}

/** The §2 type filter's value for a species as pets store it (free text, either language). */
export function petTypeOf(species: string | null): 'dog' | 'cat' | 'bird' | 'other' {
  const key = (species ?? '')
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
  return PET_TYPES[key] ?? 'other'
}

/** Lower case without accents: what the §2 search compares ('Pérez' finds 'perez'). */
export const searchable = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
