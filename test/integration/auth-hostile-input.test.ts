import { describe, expect, it } from 'vitest'
import type { AuthResponse } from '@contract/auth.contract'
import { serverMessages, type ApiErrorBody } from '@contract/errors'
import { call, registerUser, uniqueEmail } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { countRows } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'
import { loginCases, registerCases, valid } from './auth-hostile-cases.js'

describe.each(databaseTargets)('hostile input to the auth endpoints on $kind', (target) => {
  // Many attempts come from one address here; the per-IP limit has its own suite.
  const fixture = useServer(target, { env: { LOGIN_MAX_ATTEMPTS_PER_IP: '10000' } })
  let accounts = 0

  const countUsers = () => countRows(fixture, 'SELECT count(*) AS count FROM users')

  describe.each([
    ['/api/auth/register', registerCases],
    ['/api/auth/login', loginCases],
  ] as const)('POST %s', (path, cases) => {
    it.each(cases)('answers $name with $status', async ({ request, status, error, message }) => {
      const result = await call<ApiErrorBody>(fixture.baseUrl, 'POST', path, request)
      expect(result.status).toBe(status)
      expect(result.body).toEqual({ error, message: message ?? serverMessages.invalidBody })
      expect(await countUsers()).toBe(accounts)
    })
  })

  it('ignores fields a client may not set (no mass assignment)', async () => {
    const result = await call<AuthResponse>(fixture.baseUrl, 'POST', '/api/auth/register', {
      json: {
        ...valid,
        email: uniqueEmail('mass'),
        id: 'chosen-id',
        subscription_type: 'premium',
        subscription: { type: 'premium', plan: 'yearly' },
        is_demo: 1,
      },
    })
    expect(result.status).toBe(201)
    accounts += 1
    expect(result.body.user.id).not.toBe('chosen-id')
    expect(result.body.user.subscription).toEqual({ type: 'free', plan: null, expiresAt: null })
    expect(await countUsers()).toBe(accounts)
  })

  it('refuses a duplicate e-mail in another letter case, and the duplicate cannot sign in', async () => {
    const email = uniqueEmail('dupe')
    await registerUser(fixture.baseUrl, { email, password: 'primera1' })
    accounts += 1
    for (const variant of [email, email.toUpperCase(), `  ${email.replace(/^d/, 'D')}  `]) {
      const duplicate = await call<ApiErrorBody>(fixture.baseUrl, 'POST', '/api/auth/register', {
        json: { name: 'Impostor', email: variant, password: 'segunda2' },
      })
      expect(duplicate.status).toBe(409)
      expect(duplicate.body).toEqual({ error: 'email-taken', message: serverMessages.emailTaken })
    }
    expect(await countUsers()).toBe(accounts)
    const impostor = await call(fixture.baseUrl, 'POST', '/api/auth/login', {
      json: { email, password: 'segunda2' },
    })
    expect(impostor.status).toBe(401)
    const owner = await call(fixture.baseUrl, 'POST', '/api/auth/login', {
      json: { email, password: 'primera1' },
    })
    expect(owner.status).toBe(200)
  })

  it('lets exactly one of two racing sign-ups with the same e-mail through', async () => {
    const email = uniqueEmail('race')
    const attempts = await Promise.all(
      [email, email.toUpperCase(), email, email.toUpperCase()].map((variant) =>
        call<ApiErrorBody>(fixture.baseUrl, 'POST', '/api/auth/register', {
          json: { ...valid, email: variant },
        }),
      ),
    )
    const statuses = attempts.map((attempt) => attempt.status).sort()
    expect(statuses).toEqual([201, 409, 409, 409])
    for (const attempt of attempts.filter((a) => a.status === 409)) {
      expect(attempt.body.message).toBe(serverMessages.emailTaken)
    }
    accounts += 1
    expect(
      await countRows(fixture, 'SELECT count(*) AS count FROM users WHERE email_normalized = ?', [
        email.toLowerCase(),
      ]),
    ).toBe(1)
  })

  it('answers a URL that cannot be decoded with a 400, not a crash', async () => {
    const result = await call<ApiErrorBody>(fixture.baseUrl, 'GET', '/api/%E0%A4%A')
    expect(result.status).toBe(400)
    expect(result.body.message).toBe(serverMessages.invalidBody)
  })

  it('logged no unexpected server error through all of it', () => {
    const errors = fixture.server
      .logs()
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line))
    expect(errors).toEqual([])
  })
})
