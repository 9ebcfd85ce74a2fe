import { describe, expect, it } from 'vitest'
import { serverMessages, type ApiErrorBody } from '@contract/errors'
import { call, registerUser, uniqueEmail, type ApiResult } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'

/**
 * Sign-up limits (issue 13 §2): per client address and per e-mail, one hour windows, set
 * small here through SIGNUP_MAX_PER_IP / SIGNUP_MAX_PER_EMAIL.
 */
const signUp = (baseUrl: string, email: string, headers: Record<string, string> = {}) =>
  call<ApiErrorBody>(baseUrl, 'POST', '/api/auth/register', {
    json: { name: 'Nueva Persona', email, password: 'secreto123' },
    headers,
  })

function expectRefused(result: ApiResult<ApiErrorBody>) {
  expect(result.status).toBe(429)
  expect(result.body).toEqual({
    error: 'too-many-signups',
    message: serverMessages.tooManySignups(60),
  })
  const retryAfter = Number(result.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(59 * 60)
  expect(retryAfter).toBeLessThanOrEqual(60 * 60)
}

// The counters live in the server's memory (Redis: rate-limits-redis.test.ts), never in SQL,
// so PostgreSQL would only repeat the SQLite run: first target only.
const sqlite = databaseTargets[0]!

describe.each([sqlite])('sign-up rate limits on $kind', (target) => {
  describe('per address', () => {
    const fixture = useServer(target, {
      env: { SIGNUP_MAX_PER_IP: '3', TRUST_PROXY: 'true' },
    })

    it('refuses a fourth sign-up from one address in an hour, and creates no account', async () => {
      const from = { 'x-forwarded-for': '203.0.113.7' }
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect((await signUp(fixture.baseUrl, uniqueEmail('ip'), from)).status).toBe(201)
      }
      const email = uniqueEmail('ip')
      expectRefused(await signUp(fixture.baseUrl, email, from))
      const login = await call(fixture.baseUrl, 'POST', '/api/auth/login', {
        json: { email, password: 'secreto123' },
      })
      expect(login.status).toBe(401)
      // Another address is counted on its own, and signing in is not a sign-up.
      expect(
        (await signUp(fixture.baseUrl, uniqueEmail('ip'), { 'x-forwarded-for': '198.51.100.2' }))
          .status,
      ).toBe(201)
    })

    it('counts parallel sign-ups before creating them', async () => {
      const from = { 'x-forwarded-for': '203.0.113.99' }
      const results = await Promise.all(
        Array.from({ length: 8 }, () => signUp(fixture.baseUrl, uniqueEmail('burst'), from)),
      )
      const statuses = results.map((result) => result.status).sort()
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429])
    })
  })

  describe('per e-mail', () => {
    const fixture = useServer(target, { env: { SIGNUP_MAX_PER_EMAIL: '2' } })

    it('stops probing one address for an account after two tries', async () => {
      const user = await registerUser(fixture.baseUrl)
      const taken = await signUp(fixture.baseUrl, user.email)
      expect(taken.status).toBe(409)
      expectRefused(await signUp(fixture.baseUrl, user.email.toUpperCase()))
      // Other e-mails from the same address still sign up; the account still signs in.
      expect((await signUp(fixture.baseUrl, uniqueEmail('otra'))).status).toBe(201)
      const login = await call(fixture.baseUrl, 'POST', '/api/auth/login', {
        json: { email: user.email, password: user.password },
      })
      expect(login.status).toBe(200)
    })
  })
})
