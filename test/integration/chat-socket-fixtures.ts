import type { SwipeResponse } from '@contract/matches.contract'
import { call, registerUser, type RegisteredUser } from '../support/api.js'
import { createPet } from './pets-fixtures.js'

/** Two owners whose pets liked each other through the REST API, and their match. */
export interface MatchedPair {
  ana: RegisteredUser
  carlos: RegisteredUser
  matchId: string
}

export async function matchedPair(baseUrl: string): Promise<MatchedPair> {
  const [ana, carlos] = await Promise.all([
    registerUser(baseUrl, { name: 'Ana Chat' }),
    registerUser(baseUrl, { name: 'Carlos Chat' }),
  ])
  const [anaPet, carlosPet] = await Promise.all([
    createPet(baseUrl, ana.token, { name: 'Luna' }),
    createPet(baseUrl, carlos.token, { name: 'Max' }),
  ])
  const like = (user: RegisteredUser, own: string, target: string) =>
    call<SwipeResponse>(baseUrl, 'POST', '/api/matches/swipe', {
      token: user.token,
      json: { targetPetId: target, action: 'like', userPetId: own },
    })
  await like(ana, anaPet.id, carlosPet.id)
  const answer = await like(carlos, carlosPet.id, anaPet.id)
  const matchId = answer.body.match?.id
  if (answer.status !== 200 || !matchId) {
    throw new Error(`the pair did not match: ${answer.status} ${answer.text}`)
  }
  return { ana, carlos, matchId }
}
