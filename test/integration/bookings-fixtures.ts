import { randomUUID } from 'node:crypto'
import type { PetDoc } from '@contract/pets.contract'
import type { BookingResponse, ServiceFeedDoc } from '@contract/services.contract'
import type { PullResponse } from '@contract/sync.contract'
import { call, registerUser, type ApiResult, type RegisteredUser } from '../support/api.js'
import type { ServerFixture } from '../support/server-fixture.js'
import { createPet } from './pets-fixtures.js'

/** Helpers of the bookings suites: a user with a pet, days on the providers' clock, writes. */
export interface Booker extends RegisteredUser {
  pet: PetDoc
}

export const GROOMING = 'svc-estetica-lamascota'
export const CLINIC = 'hp-clinica-sanfrancisco'
export const BUSY_PROVIDER = 'hp-reproduccion-canina'
export const INTERNAL = 'svc-reproductiva'

export async function booker(fixture: ServerFixture, name = 'Ana'): Promise<Booker> {
  const user = await registerUser(fixture.baseUrl, { name })
  const pet = await createPet(fixture.baseUrl, user.token, { name: `Firulais de ${name}` })
  return { ...user, pet }
}

/** YYYY-MM-DD `days` from today on San Salvador's calendar (the demo providers' zone). */
export function dayAhead(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/El_Salvador' }).format(
    new Date(),
  )
  const [y = 0, m = 1, d = 1] = today.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

export function write<T = BookingResponse>(
  fixture: ServerFixture,
  token: string,
  method: 'POST' | 'PUT',
  path: string,
  json?: unknown,
  key: string = randomUUID(),
): Promise<ApiResult<T>> {
  return call<T>(fixture.baseUrl, method, path, {
    token,
    headers: { 'Idempotency-Key': key },
    ...(json === undefined ? {} : { json }),
  })
}

export function book<T = BookingResponse>(
  fixture: ServerFixture,
  who: Booker,
  fields: Record<string, unknown> = {},
  key?: string,
): Promise<ApiResult<T>> {
  return write<T>(
    fixture,
    who.token,
    'POST',
    '/api/bookings',
    { serviceId: GROOMING, petId: who.pet.id, date: dayAhead(3), time: '10:00', ...fields },
    key,
  )
}

export async function pull<T>(
  fixture: ServerFixture,
  token: string,
  collection: 'services' | 'bookings',
  seq = 0,
): Promise<PullResponse<T & { _deleted: boolean }>> {
  const answer = await call<PullResponse<T & { _deleted: boolean }>>(
    fixture.baseUrl,
    'GET',
    `/api/sync/${collection}/pull?seq=${seq}&limit=1000`,
    { token },
  )
  if (answer.status !== 200) throw new Error(`pull: ${answer.status} ${answer.text}`)
  return answer.body
}

export type { ServiceFeedDoc }
