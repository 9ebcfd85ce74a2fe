import ky, { HTTPError } from 'ky'
import { describe, expect, test } from 'vitest'
import { isDefinitiveRefusal } from './failures'

/**
 * The page's retry rule, fed real HTTPErrors from ky (a stub fetch answers): which answers end
 * a write for good (rollback) and which keep it for a retry with the same key.
 */
async function failureFor(status: number, body: unknown): Promise<unknown> {
  const http = ky.create({
    retry: 0,
    fetch: () => Promise.resolve(Response.json(body, { status })),
  })
  try {
    await http.post('http://huellitas.test/api/matches/swipe', { json: {} })
  } catch (error) {
    return error
  }
  throw new Error(`HTTP ${status} did not fail`)
}

describe('isDefinitiveRefusal', () => {
  test.each<[string, number, unknown, boolean]>([
    [
      '429 daily-limit-reached (a quota until midnight)',
      429,
      { error: 'daily-limit-reached', message: 'Alcanzaste tu límite de 10 likes por hoy.' },
      true,
    ],
    ['429 rate limited', 429, { error: 'too-many-requests', message: 'Espera un momento.' }, false],
    ['429 without a body code', 429, null, false],
    ['408 timeout', 408, null, false],
    ['425 too early', 425, null, false],
    ['409 same key in progress', 409, { error: 'idempotency-in-progress' }, false],
    ['409 conflict', 409, { error: 'conflict' }, true],
    ['400 invalid', 400, { error: 'invalid-body' }, true],
    ['401 session gone', 401, { error: 'unauthorized' }, true],
    ['404 gone', 404, { error: 'not-found' }, true],
    ['500 server error', 500, { error: 'internal' }, false],
    ['503 unavailable', 503, null, false],
  ])('%s → %s', async (_label, status, body, expected) => {
    const error = await failureFor(status, body)
    expect(error).toBeInstanceOf(HTTPError)
    expect(await isDefinitiveRefusal(error)).toBe(expected)
  })

  test('the answer stays readable for the message afterwards', async () => {
    const error = await failureFor(429, { error: 'daily-limit-reached', message: 'Límite' })
    expect(await isDefinitiveRefusal(error)).toBe(true)
    expect(await (error as HTTPError).response.json()).toMatchObject({ message: 'Límite' })
  })

  test('no answer at all is never final', async () => {
    expect(await isDefinitiveRefusal(new TypeError('Failed to fetch'))).toBe(false)
  })
})
