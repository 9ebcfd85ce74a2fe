import { randomUUID } from 'node:crypto'
import type { CycleRecordDoc, CycleRecordResponse } from '@contract/cycles.contract'
import type { PetDoc } from '@contract/pets.contract'
import type { PullResponse } from '@contract/sync.contract'
import { call, registerUser, type ApiResult, type RegisteredUser } from '../support/api.js'
import type { ServerFixture } from '../support/server-fixture.js'
import { createPet } from './pets-fixtures.js'

/** Helpers of the cycle-records suites: an owner with a female pet, writes and the feed. */
export interface CycleOwner extends RegisteredUser {
  female: PetDoc
}

export async function ownerWithFemale(
  fixture: ServerFixture,
  species: 'dog' | 'cat' = 'dog',
): Promise<CycleOwner> {
  const user = await registerUser(fixture.baseUrl, { name: 'Dueña' })
  const female = await createPet(fixture.baseUrl, user.token, {
    name: species === 'dog' ? 'Luna' : 'Misha',
    gender: 'female',
    species,
  })
  return { ...user, female }
}

export const validRecord = {
  date: '2026-03-10',
  phase: 'proestrus',
  symptoms: ['vulvar_swelling', 'bloody_discharge'],
  temperature: 38.4,
  behavior: 'restless',
  discharge: 'bloody',
  notes: 'Primer día de sangrado',
}

export function write<T = CycleRecordResponse>(
  fixture: ServerFixture,
  token: string,
  method: 'POST' | 'PUT' | 'DELETE',
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

export async function addRecord(
  fixture: ServerFixture,
  owner: CycleOwner,
  fields: Partial<typeof validRecord> & { id?: string } = {},
): Promise<CycleRecordDoc> {
  const answer = await write(
    fixture,
    owner.token,
    'POST',
    `/api/pets/${owner.female.id}/cycle-records`,
    { ...validRecord, ...fields },
  )
  if (answer.status !== 201) throw new Error(`add record: ${answer.status} ${answer.text}`)
  return answer.body.record
}

export type CycleFeedDoc = CycleRecordDoc & { _deleted: boolean }

export async function pullCycles(
  fixture: ServerFixture,
  token: string,
  seq = 0,
): Promise<PullResponse<CycleFeedDoc>> {
  const answer = await call<PullResponse<CycleFeedDoc>>(
    fixture.baseUrl,
    'GET',
    `/api/sync/cycleRecords/pull?seq=${seq}&limit=1000`,
    { token },
  )
  if (answer.status !== 200) throw new Error(`pull: ${answer.status} ${answer.text}`)
  return answer.body
}
