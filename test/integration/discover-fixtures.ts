import { randomUUID } from 'node:crypto'
import type { DiscoverResponse } from '@contract/discover.contract'
import { call, type ApiResult } from '../support/api.js'
import { executeSql } from '../support/db-probe.js'
import type { ServerFixture } from '../support/server-fixture.js'

/**
 * Helpers of the discover suites: positions at exact distances from a centre, the discover
 * call, and swipes written straight into the table of migration 0005 (the swipe endpoints
 * belong to the matching module; discover only reads what a swipe leaves behind).
 */
export const CENTER = { latitude: 13.7, longitude: -89.2 }

/** km per degree of latitude on a sphere of radius 6371 km */
const KM_PER_DEGREE = (6371 * Math.PI) / 180

/** A point `km` due north of the centre: its haversine distance from the centre is `km`. */
export function north(km: number): { latitude: string; longitude: string } {
  return {
    latitude: String(CENTER.latitude + km / KM_PER_DEGREE),
    longitude: String(CENTER.longitude),
  }
}

export function discover(
  fixture: Pick<ServerFixture, 'baseUrl'>,
  token: string,
  query: Record<string, string | string[]> = {},
): Promise<ApiResult<DiscoverResponse>> {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, item)
  }
  const search = params.toString()
  return call<DiscoverResponse>(
    fixture.baseUrl,
    'GET',
    `/api/pets/discover${search ? `?${search}` : ''}`,
    { token },
  )
}

export const near = (extra: Record<string, string | string[]> = {}) => ({
  latitude: String(CENTER.latitude),
  longitude: String(CENTER.longitude),
  ...extra,
})

export async function insertSwipe(
  fixture: Pick<ServerFixture, 'databaseUrl' | 'server'>,
  swipe: { userId: string; petId: string | null; targetPetId: string; targetOwnerId: string },
): Promise<void> {
  const now = new Date().toISOString()
  await executeSql(
    fixture,
    `INSERT INTO swipes (id, user_id, pet_id, actor_key, target_pet_id, target_owner_id, action,
       favorite_removed, created_at, updated_at, seq) VALUES (?, ?, ?, ?, ?, ?, 'pass', 0, ?, ?, 0)`,
    [
      randomUUID(),
      swipe.userId,
      swipe.petId,
      swipe.petId ?? `user:${swipe.userId}`,
      swipe.targetPetId,
      swipe.targetOwnerId,
      now,
      now,
    ],
  )
}

/**
 * A searcher who may centre discover anywhere. Coordinates far from one's saved location are
 * 'Pasaporte', a premium benefit (contract/premium.contract.ts), so suites about places around
 * the world give their searcher an open-ended premium subscription straight in the database.
 */
export async function letSearchAnywhere(
  fixture: Pick<ServerFixture, 'databaseUrl' | 'server'>,
  ...userIds: string[]
): Promise<void> {
  for (const id of userIds) {
    await executeSql(
      fixture,
      "UPDATE users SET subscription_type = 'premium', subscription_plan = 'yearly', subscription_expires_at = NULL WHERE id = ?",
      [id],
    )
  }
}
