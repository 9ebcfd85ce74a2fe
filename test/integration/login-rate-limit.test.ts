import { describe, expect, it } from 'vitest'
import { serverMessages, type ApiErrorBody } from '@contract/errors'
import { call, registerUser, uniqueEmail, type ApiResult } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'

const login = (baseUrl: string, email: string, password: string) =>
  call<ApiErrorBody>(baseUrl, 'POST', '/api/auth/login', { json: { email, password } })

function expectLocked(result: ApiResult<ApiErrorBody>) {
  expect(result.status).toBe(429)
  // The window is 15 minutes: the message rounds the wait up to whole minutes.
  expect(result.body).toEqual({
    error: 'too-many-login-attempts',
    message: serverMessages.tooManyLoginAttempts(15),
  })
  const retryAfter = Number(result.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(14 * 60)
  expect(retryAfter).toBeLessThanOrEqual(15 * 60)
}

// The counters live in the server's memory (Redis: rate-limits-redis.test.ts), never in SQL,
// so PostgreSQL would only repeat the SQLite run: first target only.
const sqlite = databaseTargets[0]!

describe.each([sqlite])('login rate limits on $kind', (target) => {
  describe('per e-mail (5 failures per 15 minutes)', () => {
    const fixture = useServer(target, { env: { LOGIN_MAX_ATTEMPTS_PER_IP: '10000' } })

    it('answers 50 wrong passwords in a row with five 401s, then 429s', async () => {
      const user = await registerUser(fixture.baseUrl)
      const statuses: number[] = []
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const result = await login(fixture.baseUrl, user.email, `mala-${attempt}`)
        statuses.push(result.status)
        if (result.status === 429) expectLocked(result)
        else expect(result.body.message).toBe(serverMessages.wrongCredentials)
      }
      expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(45).fill(429)])

      // Locked means locked: the right password waits too, in any letter case…
      expectLocked(await login(fixture.baseUrl, user.email.toUpperCase(), user.password))
      // …but only for that e-mail, and the account's live session is untouched.
      const other = await registerUser(fixture.baseUrl)
      expect((await login(fixture.baseUrl, other.email, other.password)).status).toBe(200)
      expect(
        (await call(fixture.baseUrl, 'GET', '/api/auth/me', { token: user.token })).status,
      ).toBe(200)
    })

    it('forgets the failures after a successful login', async () => {
      const user = await registerUser(fixture.baseUrl)
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await login(fixture.baseUrl, user.email, 'mala')).status).toBe(401)
      }
      expect((await login(fixture.baseUrl, user.email, user.password)).status).toBe(200)
      const statuses: number[] = []
      for (let attempt = 0; attempt < 6; attempt += 1) {
        statuses.push((await login(fixture.baseUrl, user.email, 'mala')).status)
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    })

    it('counts parallel guesses before checking them, so none slip past the limit', async () => {
      const user = await registerUser(fixture.baseUrl)
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, attempt) =>
          login(fixture.baseUrl, user.email, `mala-${attempt}`),
        ),
      )
      const statuses = results.map((result) => result.status).sort()
      expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(7).fill(429)])
    })
  })

  describe('per IP address', () => {
    const fixture = useServer(target, { env: { LOGIN_MAX_ATTEMPTS_PER_IP: '4' } })

    it('stops an address that tries many accounts, whatever the e-mail', async () => {
      const user = await registerUser(fixture.baseUrl)
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await login(fixture.baseUrl, uniqueEmail('spray'), 'clave123')).status).toBe(401)
      }
      expectLocked(await login(fixture.baseUrl, user.email, user.password))
      // Only login is limited: the session and other routes keep working.
      expect(
        (await call(fixture.baseUrl, 'GET', '/api/auth/me', { token: user.token })).status,
      ).toBe(200)
    })
  })
})
