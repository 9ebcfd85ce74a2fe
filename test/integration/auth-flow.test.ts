import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { AuthResponse, MeResponse, PublicUser } from '@contract/auth.contract'
import { serverMessages, type ApiErrorBody } from '@contract/errors'
import type { UserStatsResponse } from '@contract/users.contract'
import { call, registerUser, uniqueEmail } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { countRows, executeSql, queryRows } from '../support/db-probe.js'
import { useServer } from '../support/server-fixture.js'

const publicUserKeys = [
  'avatar',
  'banner',
  'bio',
  'city',
  'country',
  'createdAt',
  'email',
  'id',
  'latitude',
  'location',
  'longitude',
  'name',
  'phone',
  'subscription',
].sort()

function expectPublicUser(user: PublicUser, expected: { name: string; email: string }) {
  expect(Object.keys(user).sort()).toEqual(publicUserKeys)
  expect(user).toMatchObject({
    name: expected.name,
    email: expected.email,
    subscription: { type: 'free', plan: null, expiresAt: null },
  })
  expect(JSON.stringify(user)).not.toMatch(/password|hash|scrypt/i)
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

describe.each(databaseTargets)('auth flow on $kind', (target) => {
  const fixture = useServer(target)

  it('registers, answers /me, logs out, and then refuses the revoked token', async () => {
    const email = uniqueEmail('Flow')
    const register = await call<AuthResponse>(fixture.baseUrl, 'POST', '/api/auth/register', {
      json: {
        name: '  Lucía  ',
        email: `  ${email}  `,
        phone: '+503 7000-0000',
        password: 'secreto1',
      },
    })
    expect(register.status).toBe(201)
    expectPublicUser(register.body.user, { name: 'Lucía', email })
    expect(register.body.user.phone).toBe('+503 7000-0000')
    // 32 random bytes, base64url: 43 characters.
    expect(register.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const { token } = register.body

    const me = await call<MeResponse>(fixture.baseUrl, 'GET', '/api/auth/me', { token })
    expect(me.status).toBe(200)
    expect(me.body.user).toEqual(register.body.user)

    const logout = await call(fixture.baseUrl, 'POST', '/api/auth/logout', { token })
    expect(logout.status).toBe(204)
    expect(logout.text).toBe('')

    const after = await call<ApiErrorBody>(fixture.baseUrl, 'GET', '/api/auth/me', { token })
    expect(after.status).toBe(401)
    expect(after.body).toEqual({ error: 'unauthorized', message: serverMessages.unauthorized })
    const logoutAgain = await call(fixture.baseUrl, 'POST', '/api/auth/logout', { token })
    expect(logoutAgain.status).toBe(401)
  })

  it('logs in with the e-mail in any letter case and keeps other sessions alive', async () => {
    const user = await registerUser(fixture.baseUrl, { email: uniqueEmail('MiXeD') })
    const login = await call<AuthResponse>(fixture.baseUrl, 'POST', '/api/auth/login', {
      json: { email: user.email.toUpperCase(), password: user.password },
    })
    expect(login.status).toBe(200)
    expectPublicUser(login.body.user, { name: 'Ana Prueba', email: user.email })
    expect(login.body.user.id).toBe(user.user.id)
    expect(login.body.token).not.toBe(user.token)

    // Logging out one device leaves the other signed in.
    expect(
      (await call(fixture.baseUrl, 'POST', '/api/auth/logout', { token: user.token })).status,
    ).toBe(204)
    const me = await call<MeResponse>(fixture.baseUrl, 'GET', '/api/auth/me', {
      token: login.body.token,
    })
    expect(me.status).toBe(200)
    expect(me.body.user.id).toBe(user.user.id)
  })

  it('answers a wrong password and an unknown e-mail with the same Spanish 401', async () => {
    const user = await registerUser(fixture.baseUrl)
    const wrong = await call<ApiErrorBody>(fixture.baseUrl, 'POST', '/api/auth/login', {
      json: { email: user.email, password: 'otra-clave' },
    })
    const unknown = await call<ApiErrorBody>(fixture.baseUrl, 'POST', '/api/auth/login', {
      json: { email: uniqueEmail('nadie'), password: 'otra-clave' },
    })
    const expected = { error: 'wrong-credentials', message: serverMessages.wrongCredentials }
    expect([wrong.status, unknown.status]).toEqual([401, 401])
    expect(wrong.body).toEqual(expected)
    expect(unknown.body).toEqual(expected)
  })

  it('stores only token hashes and password hashes, and marks a logout as a revocation', async () => {
    const user = await registerUser(fixture.baseUrl)
    expect(
      await countRows(fixture, 'SELECT count(*) AS count FROM auth_tokens WHERE token_hash = ?', [
        user.token,
      ]),
    ).toBe(0)
    expect(
      await countRows(
        fixture,
        'SELECT count(*) AS count FROM auth_tokens WHERE token_hash = ? AND revoked_at IS NULL',
        [sha256(user.token)],
      ),
    ).toBe(1)
    const [stored] = await queryRows<{ password_hash: string }>(
      fixture,
      'SELECT password_hash FROM users WHERE id = ?',
      [user.user.id],
    )
    expect(stored?.password_hash).toMatch(/^scrypt\$/)
    expect(stored?.password_hash).not.toContain(user.password)

    await call(fixture.baseUrl, 'POST', '/api/auth/logout', { token: user.token })
    expect(
      await countRows(
        fixture,
        'SELECT count(*) AS count FROM auth_tokens WHERE token_hash = ? AND revoked_at IS NOT NULL',
        [sha256(user.token)],
      ),
    ).toBe(1)
  })

  it('refuses an expired token', async () => {
    const user = await registerUser(fixture.baseUrl)
    expect((await call(fixture.baseUrl, 'GET', '/api/auth/me', { token: user.token })).status).toBe(
      200,
    )
    await executeSql(fixture, 'UPDATE auth_tokens SET expires_at = ? WHERE token_hash = ?', [
      new Date(Date.now() - 1000).toISOString(),
      sha256(user.token),
    ])
    const me = await call<ApiErrorBody>(fixture.baseUrl, 'GET', '/api/auth/me', {
      token: user.token,
    })
    expect(me.status).toBe(401)
    expect(me.body.error).toBe('unauthorized')
  })

  it('requires a valid bearer token on every non-public route', async () => {
    const user = await registerUser(fixture.baseUrl)
    for (const [method, path] of [
      ['GET', '/api/auth/me'],
      ['POST', '/api/auth/logout'],
      ['GET', '/api/users/stats'],
    ] as const) {
      for (const headers of [
        {} as Record<string, string>,
        { authorization: 'Bearer' },
        { authorization: 'Bearer not-a-real-token' },
        { authorization: `Basic ${user.token}` },
        { authorization: `Bearer ${'x'.repeat(4000)}` },
      ]) {
        const result = await call<ApiErrorBody>(fixture.baseUrl, method, path, { headers })
        expect(result.status, `${method} ${path} ${JSON.stringify(headers).slice(0, 40)}`).toBe(401)
        expect(result.body).toEqual({ error: 'unauthorized', message: serverMessages.unauthorized })
      }
    }
  })

  it('counts the caller’s pets in /api/users/stats', async () => {
    const user = await registerUser(fixture.baseUrl)
    const other = await registerUser(fixture.baseUrl)
    const empty = await call<UserStatsResponse>(fixture.baseUrl, 'GET', '/api/users/stats', {
      token: user.token,
    })
    expect(empty.status).toBe(200)
    expect(empty.body).toEqual({ matchCount: 0, likeCount: 0, petCount: 0 })

    const now = new Date().toISOString()
    for (const [id, owner] of [
      [`pet-a-${user.user.id}`, user.user.id],
      [`pet-b-${user.user.id}`, user.user.id],
      [`pet-c-${user.user.id}`, other.user.id],
    ]) {
      await executeSql(
        fixture,
        "INSERT INTO pets (id, owner_id, name, species, breed, age, gender, photos, created_at, updated_at) VALUES (?, ?, 'Firulais', 'dog', 'Mestizo', 3, 'MALE', '[]', ?, ?)",
        [id, owner, now, now],
      )
    }
    const stats = await call<UserStatsResponse>(fixture.baseUrl, 'GET', '/api/users/stats', {
      token: user.token,
    })
    expect(stats.body).toEqual({ matchCount: 0, likeCount: 0, petCount: 2 })
  })
})
