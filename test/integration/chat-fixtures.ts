import type { ChatMessage, MessageFeedDoc } from '@contract/chat.contract'
import type { PullResponse } from '@contract/sync.contract'
import { call, type ApiResult } from '../support/api.js'
import type { ServerFixture } from '../support/server-fixture.js'
import { get, like, ownerWithPets, pet, type Owner } from './matches-fixtures.js'

/** Helpers of the chat suites: a matched pair, sends, and the 'messages' feed. */
export interface MatchedPair {
  ana: Owner
  bruno: Owner
  matchId: string
}

export async function matchedPair(fixture: ServerFixture): Promise<MatchedPair> {
  const [ana, bruno] = await Promise.all([
    ownerWithPets(fixture, 1, 'Ana'),
    ownerWithPets(fixture, 1, 'Bruno'),
  ])
  await like(fixture, ana, pet(ana), pet(bruno))
  const matched = await like(fixture, bruno, pet(bruno), pet(ana))
  const matchId = matched.body.match?.id
  if (!matchId) throw new Error(`no match: ${matched.status} ${matched.text}`)
  return { ana, bruno, matchId }
}

export function sendMessage(
  fixture: ServerFixture,
  token: string,
  matchId: string,
  json: unknown,
): Promise<ApiResult<{ message: ChatMessage }>> {
  return call(fixture.baseUrl, 'POST', `/api/matches/${matchId}/messages`, { token, json })
}

export function chatCall<T = unknown>(
  fixture: ServerFixture,
  token: string,
  method: string,
  path: string,
  json?: unknown,
): Promise<ApiResult<T>> {
  return call<T>(fixture.baseUrl, method, path, { token, json })
}

export type MessageFeedEntry = MessageFeedDoc & { _deleted: boolean }

export async function pullMessages(
  fixture: ServerFixture,
  token: string,
  seq = 0,
  limit = 1000,
): Promise<PullResponse<MessageFeedDoc>> {
  const result = await get<PullResponse<MessageFeedDoc>>(
    fixture,
    token,
    `/api/sync/messages/pull?seq=${seq}&limit=${limit}`,
  )
  if (result.status !== 200) throw new Error(`messages pull failed: ${result.status}`)
  return result.body
}

/** The 'messages' feed applied like a client: latest state per id, tombstones dropped. */
export async function messagesState(
  fixture: ServerFixture,
  token: string,
): Promise<Map<string, MessageFeedEntry>> {
  const state = new Map<string, MessageFeedEntry>()
  let seq = 0
  for (;;) {
    const page = await pullMessages(fixture, token, seq, 2)
    for (const doc of page.documents) {
      if (doc._deleted) state.delete(doc.id)
      else state.set(doc.id, doc)
    }
    if (page.documents.length === 0) return state
    seq = page.checkpoint.seq
  }
}
