import type { ApiErrorBody } from '@contract/errors'
import type { VisitorAnswer } from '@contract/public-lost-pets.messages'

/**
 * The public pages' calls (an alert's /perdidos/{id}, a pet's QR page), with plain fetch: a
 * visitor has no session, no sync engine and no write queue, and these chunks stay small. A
 * refusal comes back with the server's message.
 */
export type VisitorLoad<Body> =
  { kind: 'ok'; body: Body } | { kind: 'not-found' } | { kind: 'error' }

export async function loadVisitorPage<Body>(path: string): Promise<VisitorLoad<Body>> {
  try {
    const response = await fetch(path)
    if (response.status === 404) return { kind: 'not-found' }
    if (!response.ok) return { kind: 'error' }
    return { kind: 'ok', body: (await response.json()) as Body }
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
