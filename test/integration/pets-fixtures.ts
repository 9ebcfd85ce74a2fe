import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import type { PetDoc, PetResponse } from '@contract/pets.contract'
import type { PullResponse } from '@contract/sync.contract'
import { call, type ApiResult } from '../support/api.js'
import type { ServerFixture } from '../support/server-fixture.js'

/**
 * Helpers shared by the pets, sync and idempotency suites: multipart pet forms sent the way a
 * browser sends them (fetch + FormData), test images made with sharp, and feed reading.
 */
export interface PhotoInput {
  name: string
  data: Buffer
  type?: string
}

export interface PetFormInput {
  id?: string
  name?: string
  breed?: string
  age?: string
  gender?: string
  description?: string
  species?: string
  personalities?: string[]
  location?: string
  city?: string
  latitude?: string
  longitude?: string
  existingPhotos?: string[]
  photos?: PhotoInput[]
  /** raw extra fields, appended as given */
  extra?: [string, string][]
}

export const validPet = {
  name: 'Toby',
  breed: 'Mestizo',
  age: '3',
  gender: 'male',
  description: 'Le encanta correr.',
  personalities: ['energy-jugueton', 'social-perros'],
  location: 'Colonia Escalón, San Salvador',
  city: 'San Salvador',
  latitude: '13.70',
  longitude: '-89.24',
} satisfies PetFormInput

export function petForm(input: PetFormInput): FormData {
  const form = new FormData()
  const { personalities, existingPhotos, photos, extra, ...text } = input
  for (const [name, value] of Object.entries(text)) {
    if (value !== undefined) form.append(name, value)
  }
  for (const id of personalities ?? []) form.append('personalities', id)
  if (existingPhotos) form.append('existingPhotos', JSON.stringify(existingPhotos))
  for (const photo of photos ?? []) {
    const bytes = new Uint8Array(photo.data)
    form.append('photos', new Blob([bytes], { type: photo.type ?? 'image/jpeg' }), photo.name)
  }
  for (const [name, value] of extra ?? []) form.append(name, value)
  return form
}

export async function sendForm<T = PetResponse>(
  baseUrl: string,
  method: 'POST' | 'PUT',
  path: string,
  token: string,
  form: FormData,
  headers: Record<string, string> = {},
): Promise<ApiResult<T>> {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: form,
  })
  const text = await response.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = undefined
  }
  return { status: response.status, headers: response.headers, body: body as T, text }
}

export async function createPet(
  baseUrl: string,
  token: string,
  input: PetFormInput = {},
  headers: Record<string, string> = {},
): Promise<PetDoc> {
  const result = await sendForm(
    baseUrl,
    'POST',
    '/api/pets',
    token,
    petForm({ ...validPet, ...input }),
    headers,
  )
  if (result.status !== 201) throw new Error(`create pet failed: ${result.status} ${result.text}`)
  return result.body.pet
}

export async function myPets(baseUrl: string, token: string): Promise<PetDoc[]> {
  const result = await call<{ pets: PetDoc[] }>(baseUrl, 'GET', '/api/pets/my-pets', { token })
  if (result.status !== 200) throw new Error(`my-pets failed: ${result.status} ${result.text}`)
  return result.body.pets
}

export type FeedDoc = PetDoc & { _deleted: boolean }

export async function pull(
  baseUrl: string,
  token: string,
  seq: number,
  limit?: number,
): Promise<PullResponse<PetDoc>> {
  const query = `seq=${seq}${limit === undefined ? '' : `&limit=${limit}`}`
  const result = await call<PullResponse<PetDoc>>(baseUrl, 'GET', `/api/sync/pets/pull?${query}`, {
    token,
  })
  if (result.status !== 200) throw new Error(`pull failed: ${result.status} ${result.text}`)
  return result.body
}

/** Pulls page after page until the feed is drained; answers every document and the checkpoint. */
export async function pullAll(
  baseUrl: string,
  token: string,
  from = 0,
  limit = 1000,
): Promise<{ documents: FeedDoc[]; checkpoint: number; pages: number }> {
  const documents: FeedDoc[] = []
  let checkpoint = from
  let pages = 0
  for (;;) {
    const page = await pull(baseUrl, token, checkpoint, limit)
    pages += 1
    documents.push(...page.documents)
    checkpoint = page.checkpoint.seq
    if (page.documents.length < limit) return { documents, checkpoint, pages }
  }
}

export const jpeg = (width = 64, height = 48): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#e8812e' } })
    .jpeg()
    .toBuffer()

export const png = (width = 64, height = 48): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#2e8be8' } })
    .png()
    .toBuffer()

export const uploadsOf = (fixture: ServerFixture) => join(fixture.server.dataDir, 'uploads', 'pets')

export function filesIn(dir: string): string[] {
  try {
    return readdirSync(dir).sort()
  } catch {
    return []
  }
}

export const newKey = () => randomUUID()
