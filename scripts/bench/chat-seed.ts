import { randomUUID } from 'node:crypto'
import type { SwipeResponse } from '@contract/matches.contract'
import type { PetDoc } from '@contract/pets.contract'
import { migrateToLatest, openDatabase } from '../../server/db/database'
import { hashToken, newToken } from '../../server/auth/tokens'
import { allocateChangeSeqs } from '../../server/modules/sync/change-sequence.repository'
import { createPet } from '../../test/integration/pets-fixtures'
import { call } from '../../test/support/api'
import { blankProfile } from '../../server/modules/users/blank-profile'

/**
 * The people of bench:chat, in two steps:
 * - users and their sign-in tokens are written straight into the database before the server
 *   starts (POST /api/auth/register costs one scrypt hash, ~350 ms of CPU: a thousand would
 *   take minutes on two cores); they take profile seqs like the server's own inserts, and a
 *   password hash nobody can sign in with;
 * - every user then creates a pet and likes the other pet of their pair through the real REST
 *   API, so the 500 matches are made by the matching service itself.
 */
export interface SeededUser {
  id: string
  token: string
}

export interface SeededPair {
  matchId: string
  users: readonly [SeededUser, SeededUser]
}

export interface DatabaseLocation {
  /** postgres://… or undefined for SQLite */
  databaseUrl?: string
  sqlitePath: string
}

const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000
const INSERT_BATCH = 200

export async function seedUsers(location: DatabaseLocation, count: number): Promise<SeededUser[]> {
  const handle = openDatabase(location)
  try {
    await migrateToLatest(handle.db)
    const now = new Date()
    const timestamp = now.toISOString()
    const expires = new Date(now.getTime() + TOKEN_TTL_MS).toISOString()
    const users = Array.from({ length: count }, () => ({ id: randomUUID(), token: newToken() }))
    await handle.db.transaction().execute(async (trx) => {
      const firstSeq = await allocateChangeSeqs(trx, 'profile', count)
      for (let start = 0; start < count; start += INSERT_BATCH) {
        const batch = users.slice(start, start + INSERT_BATCH)
        await trx
          .insertInto('users')
          .values(
            batch.map((user, i) => ({
              id: user.id,
              email: `chat-${start + i}@bench.example`,
              email_normalized: `chat-${start + i}@bench.example`,
              name: `Dueño ${start + i}`,
              phone: null,
              password_hash: 'bench-no-sign-in',
              ...blankProfile,
              is_demo: 0,
              created_at: timestamp,
              updated_at: timestamp,
              seq: firstSeq + start + i,
            })),
          )
          .execute()
        await trx
          .insertInto('auth_tokens')
          .values(
            batch.map((user) => ({
              token_hash: hashToken(user.token),
              user_id: user.id,
              created_at: timestamp,
              last_used_at: timestamp,
              expires_at: expires,
              revoked_at: null,
            })),
          )
          .execute()
      }
    })
    return users
  } finally {
    await handle.close()
  }
}

/** Runs `work` over `items` with at most `limit` at a time, answers in order. */
async function pooled<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index] as T)
    }
  })
  await Promise.all(lanes)
  return results
}

async function like(baseUrl: string, token: string, from: PetDoc, to: PetDoc) {
  const result = await call<SwipeResponse>(baseUrl, 'POST', '/api/matches/swipe', {
    token,
    json: { targetPetId: to.id, action: 'like', userPetId: from.id },
  })
  if (result.status !== 200 && result.status !== 201) {
    throw new Error(`like failed: ${result.status} ${result.text}`)
  }
  return result.body
}

/** Pairs users 2k and 2k+1: a pet each, a like each way, the match's id. */
export async function matchPairs(
  baseUrl: string,
  users: readonly SeededUser[],
  progress: (step: string) => void,
): Promise<SeededPair[]> {
  const pets = await pooled(users, 8, (user) =>
    createPet(baseUrl, user.token, { name: `Mascota ${user.id.slice(0, 6)}` }),
  )
  progress(`${pets.length} pets created through the API`)
  const indexes = Array.from({ length: Math.floor(users.length / 2) }, (_, pair) => pair * 2)
  const pairs = await pooled(indexes, 8, async (first) => {
    const a = users[first] as SeededUser
    const b = users[first + 1] as SeededUser
    const petA = pets[first] as PetDoc
    const petB = pets[first + 1] as PetDoc
    await like(baseUrl, a.token, petA, petB)
    const answer = await like(baseUrl, b.token, petB, petA)
    if (!answer.match) throw new Error(`the second like made no match: ${JSON.stringify(answer)}`)
    return { matchId: answer.match.id, users: [a, b] as const }
  })
  progress(`${pairs.length} matches made through the API`)
  return pairs
}
