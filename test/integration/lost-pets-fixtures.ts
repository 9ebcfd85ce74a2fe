import { randomUUID } from 'node:crypto'
import type {
  LostPetDoc,
  LostPetResponse,
  SightingDoc,
  SightingResponse,
} from '@contract/lost-pets.contract'
import type { PullResponse, Tombstoned } from '@contract/sync.contract'
import { call, registerUser, type ApiResult, type RegisteredUser } from '../support/api.js'
import { createPet, jpeg, sendForm, type PhotoInput } from './pets-fixtures.js'

/**
 * Helpers of the lost-pets suites: users placed on the map, their pets, alert and sighting
 * forms sent as multipart (as the browser sends them), and the two feeds read to the end.
 */
export const SAN_SALVADOR = { latitude: 13.6929, longitude: -89.2182 }
/** about 3 km north-east of SAN_SALVADOR */
export const ESCALON = { latitude: 13.7105, longitude: -89.2 }
/** Santa Ana: about 50 km away, outside the default 25 km feed radius */
export const SANTA_ANA = { latitude: 13.9942, longitude: -89.5597 }

export interface Place {
  latitude: number
  longitude: number
}

export async function placeUser(baseUrl: string, token: string, place: Place | null) {
  const result = await call(baseUrl, 'PUT', '/api/users/location', {
    token,
    json: {
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
      address: place ? 'Calle Secreta 123' : null,
      city: place ? 'San Salvador' : null,
      country: place ? 'El Salvador' : null,
      location: place ? 'Calle Secreta 123, San Salvador' : null,
    },
  })
  if (result.status !== 200) throw new Error(`location failed: ${result.status} ${result.text}`)
}

export async function userAt(baseUrl: string, place: Place | null, name = 'Ana Prueba') {
  const user = await registerUser(baseUrl, { name })
  if (place) await placeUser(baseUrl, user.token, place)
  return user
}

export async function ownerWithPet(baseUrl: string, place: Place | null = SAN_SALVADOR) {
  const user = await userAt(baseUrl, place)
  const pet = await createPet(baseUrl, user.token, {})
  return { user, pet }
}

const today = () => new Date().toISOString().slice(0, 10)

export const validAlert = (petId: string) => ({
  petId,
  lastSeenLocation: 'Parque Cuscatlán, San Salvador',
  lastSeenDate: today(),
  lastSeenTime: '08:30',
  coordinates: JSON.stringify({ lat: ESCALON.latitude, lng: ESCALON.longitude }),
  description: 'Collar rojo, responde a Luna.',
  urgencyLevel: 'high',
  reward: '$50',
  contactPhone: '+503 7000 0000',
  contactEmail: 'ana@example.com',
  additionalNotes: 'Es tímida.',
})

export const validSighting = (lostPetId: string) => ({
  lostPetId,
  location: 'Colonia Escalón, San Salvador',
  coordinates: JSON.stringify({ lat: 13.705, lng: -89.21 }),
  date: today(),
  time: '17:00',
  description: 'Corría hacia el norte.',
  contactName: 'Beto',
  contactPhone: '7111-1111',
})

export function form(fields: Record<string, string | undefined>, photos: PhotoInput[] = []) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) data.append(name, value)
  }
  for (const photo of photos) {
    const bytes = new Uint8Array(photo.data)
    data.append('photos', new Blob([bytes], { type: photo.type ?? 'image/jpeg' }), photo.name)
  }
  return data
}

export function sendAlert(
  baseUrl: string,
  token: string,
  fields: Record<string, string | undefined>,
  photos: PhotoInput[] = [],
  key: string = randomUUID(),
): Promise<ApiResult<LostPetResponse>> {
  return sendForm<LostPetResponse>(
    baseUrl,
    'POST',
    '/api/lost-pets/report',
    token,
    form(fields, photos),
    {
      'Idempotency-Key': key,
    },
  )
}

export async function reportAlert(
  baseUrl: string,
  token: string,
  petId: string,
  overrides: Record<string, string | undefined> = {},
): Promise<LostPetDoc> {
  const result = await sendAlert(baseUrl, token, { ...validAlert(petId), ...overrides })
  if (result.status !== 201) throw new Error(`report failed: ${result.status} ${result.text}`)
  return result.body.lostPet
}

export function sendSighting(
  baseUrl: string,
  token: string,
  fields: Record<string, string | undefined>,
  photos: PhotoInput[] = [],
  key: string = randomUUID(),
): Promise<ApiResult<SightingResponse>> {
  return sendForm<SightingResponse>(
    baseUrl,
    'POST',
    '/api/sightings/report',
    token,
    form(fields, photos),
    {
      'Idempotency-Key': key,
    },
  )
}

export function setStatus(baseUrl: string, token: string, id: string, status: string) {
  return call<LostPetResponse>(baseUrl, 'PATCH', `/api/lost-pets/${id}/status`, {
    token,
    json: { status },
    headers: { 'Idempotency-Key': randomUUID() },
  })
}

export async function pullFeed<T>(
  baseUrl: string,
  token: string,
  collection: 'lostPets' | 'sightings',
  from = 0,
): Promise<{ documents: Tombstoned<T>[]; checkpoint: number }> {
  const documents: Tombstoned<T>[] = []
  let seq = from
  for (;;) {
    const result = await call<PullResponse<T>>(
      baseUrl,
      'GET',
      `/api/sync/${collection}/pull?seq=${seq}&limit=100`,
      { token },
    )
    if (result.status !== 200) throw new Error(`pull failed: ${result.status} ${result.text}`)
    documents.push(...result.body.documents)
    seq = result.body.checkpoint.seq
    if (result.body.documents.length < 100) return { documents, checkpoint: seq }
  }
}

/** What a device holds after applying the feed in order: id → document, tombstones removed. */
export async function deviceSet<T extends { id: string }>(
  baseUrl: string,
  user: RegisteredUser,
  collection: 'lostPets' | 'sightings',
): Promise<Map<string, T>> {
  const held = new Map<string, T>()
  for (const doc of (await pullFeed<T>(baseUrl, user.token, collection)).documents) {
    const { _deleted: deleted, ...stored } = doc
    if (deleted) held.delete(doc.id)
    else held.set(doc.id, stored as unknown as T)
  }
  return held
}

export type { LostPetDoc, SightingDoc }
export { jpeg }
