import type { ApiErrorBody } from '@contract/errors'
import {
  publicLostPetPaths,
  type PublicLostPet,
  type PublicLostPetResponse,
  type VisitorAnswer,
} from '@contract/public-lost-pets.messages'

/**
 * The public page's calls, with plain fetch: a visitor has no session, no sync engine and no
 * write queue, and this chunk stays small. A refusal comes back with the server's message.
 */
export type LoadResult =
  { kind: 'ok'; lostPet: PublicLostPet } | { kind: 'not-found' } | { kind: 'error' }

export async function loadPublicAlert(id: string): Promise<LoadResult> {
  try {
    const response = await fetch(publicLostPetPaths.one(id))
    if (response.status === 404) return { kind: 'not-found' }
    if (!response.ok) return { kind: 'error' }
    const body = (await response.json()) as PublicLostPetResponse
    return { kind: 'ok', lostPet: body.lostPet }
  } catch {
    return { kind: 'error' }
  }
}

export type SendResult = { ok: true; message: string } | { ok: false; message: string | null }

export async function sendVisitorPost(path: string, body: unknown): Promise<SendResult> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer = (await response.json().catch(() => null)) as VisitorAnswer | ApiErrorBody | null
    if (response.ok && answer && 'success' in answer) return { ok: true, message: answer.message }
    return { ok: false, message: answer && 'message' in answer ? answer.message : null }
  } catch {
    return { ok: false, message: null }
  }
}
