import type { PetDoc } from '@contract/pets.contract'
import type { MatchFeedDoc, SwipeResponse } from '@contract/matches.contract'
import type { PullResponse } from '@contract/sync.contract'
import { matchesSchema } from '../../src/db/schemas/matches.schema.js'
import { call, registerUser, type ApiResult, type RegisteredUser } from '../support/api.js'
import { executeSql } from '../support/db-probe.js'
import type { ServerFixture } from '../support/server-fixture.js'
import { createPet } from './pets-fixtures.js'

/** Helpers of the matching suites: owners with pets, swipes, and the 'matches' feed. */
export interface Owner extends RegisteredUser {
  pets: PetDoc[]
}

export async function ownerWithPets(
  fixture: ServerFixture,
  count = 1,
  name = 'Dueño',
): Promise<Owner> {
  const user = await registerUser(fixture.baseUrl, { name })
  const pets: PetDoc[] = []
  for (let i = 0; i < count; i++) {
    pets.push(await createPet(fixture.baseUrl, user.token, { name: `${name} mascota ${i + 1}` }))
  }
  return { ...user, pets }
}

export function pet(owner: Owner, index = 0): PetDoc {
  const found = owner.pets[index]
  if (!found) throw new Error(`owner has no pet ${index}`)
  return found
}

export function swipe(
  fixture: ServerFixture,
  token: string,
  json: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResult<SwipeResponse>> {
  return call<SwipeResponse>(fixture.baseUrl, 'POST', '/api/matches/swipe', {
    token,
    json,
    headers,
  })
}

export function superLike(
  fixture: ServerFixture,
  token: string,
  json: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResult<SwipeResponse>> {
  return call<SwipeResponse>(fixture.baseUrl, 'POST', '/api/matches/super-like', {
    token,
    json,
    headers,
  })
}

export const like = (fixture: ServerFixture, from: Owner, fromPet: PetDoc, target: PetDoc) =>
  swipe(fixture, from.token, { targetPetId: target.id, action: 'like', userPetId: fromPet.id })

export function get<T>(fixture: ServerFixture, token: string, path: string): Promise<ApiResult<T>> {
  return call<T>(fixture.baseUrl, 'GET', path, { token })
}

export function del<T>(fixture: ServerFixture, token: string, path: string): Promise<ApiResult<T>> {
  return call<T>(fixture.baseUrl, 'DELETE', path, { token })
}

export type MatchFeedEntry = MatchFeedDoc & { _deleted: boolean }

export async function pullMatches(
  fixture: ServerFixture,
  token: string,
  seq = 0,
  limit = 1000,
): Promise<PullResponse<MatchFeedDoc>> {
  const result = await get<PullResponse<MatchFeedDoc>>(
    fixture,
    token,
    `/api/sync/matches/pull?seq=${seq}&limit=${limit}`,
  )
  if (result.status !== 200) throw new Error(`matches pull failed: ${result.status} ${result.text}`)
  return result.body
}

/** The feed applied like a client applies it: latest state per id, tombstones dropped. */
export async function feedState(
  fixture: ServerFixture,
  token: string,
): Promise<Map<string, MatchFeedEntry>> {
  const state = new Map<string, MatchFeedEntry>()
  let seq = 0
  for (;;) {
    const page = await pullMatches(fixture, token, seq, 3)
    for (const doc of page.documents) {
      if (doc._deleted) state.delete(doc.id)
      else state.set(doc.id, doc)
    }
    if (page.documents.length === 0) return state
    seq = page.checkpoint.seq
  }
}

type JsonType = 'string' | 'number' | 'boolean' | 'null'
const typeOf = (value: unknown): JsonType | 'other' =>
  value === null
    ? 'null'
    : ['string', 'number', 'boolean'].includes(typeof value)
      ? (typeof value as JsonType)
      : 'other'

/**
 * The problems a feed document has against the client's RxDB schema (required fields, no
 * extra field, types, enums, max lengths), so a document the client would refuse fails here.
 */
export function schemaProblems(doc: Record<string, unknown>): string[] {
  const problems: string[] = []
  const properties = matchesSchema.properties as Record<
    string,
    { type: string | readonly string[]; enum?: readonly string[]; maxLength?: number }
  >
  for (const key of Object.keys(doc)) {
    if (key !== '_deleted' && !(key in properties)) problems.push(`extra field ${key}`)
  }
  for (const key of matchesSchema.required ?? []) {
    if (!(key in doc)) problems.push(`missing ${String(key)}`)
  }
  for (const [key, rule] of Object.entries(properties)) {
    const value = doc[key]
    const allowed = [rule.type].flat()
    if (!allowed.includes(typeOf(value))) problems.push(`${key}: ${JSON.stringify(value)}`)
    if (rule.enum && !rule.enum.includes(value as string)) problems.push(`${key} not in enum`)
    if (rule.maxLength && typeof value === 'string' && value.length > rule.maxLength) {
      problems.push(`${key} longer than ${rule.maxLength}`)
    }
  }
  return problems
}

/** Premium without an end, or until `expiresAt` (a past one: a premium that expired). */
export async function makePremium(
  fixture: ServerFixture,
  userId: string,
  expiresAt: string | null = null,
): Promise<void> {
  await executeSql(
    fixture,
    "UPDATE users SET subscription_type = 'premium', subscription_expires_at = ? WHERE id = ?",
    [expiresAt, userId],
  )
}
