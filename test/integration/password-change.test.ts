import { describe, expect, it } from 'vitest'
import { authMessages } from '@contract/auth.contract'
import type { ApiErrorBody } from '@contract/errors'
import { passwordMessages } from '@contract/password.contract'
import { call, registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'

/**
 * Settings → Cuenta, against a real server: 'Cambiar contraseña' (the current password is
 * required; every other device is signed out, this one stays) and 'Cerrar sesión en todos los
 * dispositivos' (every session ends, this one included).
 */
const login = (baseUrl: string, email: string, password: string) =>
  call<{ token: string }>(baseUrl, 'POST', '/api/auth/login', { json: { email, password } })

const me = (baseUrl: string, token: string) =>
  call<ApiErrorBody>(baseUrl, 'GET', '/api/auth/me', { token })

const changePassword = (
  baseUrl: string,
  token: string,
  currentPassword: string,
  newPassword: string,
) =>
  call<ApiErrorBody>(baseUrl, 'POST', '/api/auth/password', {
    token,
    json: { currentPassword, newPassword },
  })

describe.each(databaseTargets)('password change and sign-out everywhere on $kind', (target) => {
  const fixture = useServer(target, { env: { LOGIN_MAX_ATTEMPTS_PER_IP: '10000' } })

  it('changes the password, keeps this device and signs every other one out', async () => {
    const user = await registerUser(fixture.baseUrl)
    const phone = await login(fixture.baseUrl, user.email, user.password)
    const laptop = await login(fixture.baseUrl, user.email, user.password)

    const changed = await changePassword(fixture.baseUrl, user.token, user.password, 'nueva-clave')
    expect(changed.status).toBe(204)

    expect((await me(fixture.baseUrl, user.token)).status).toBe(200)
    for (const other of [phone.body.token, laptop.body.token]) {
      const refused = await me(fixture.baseUrl, other)
      expect(refused.status).toBe(401)
      expect(refused.body.error).toBe('unauthorized')
    }
    expect((await login(fixture.baseUrl, user.email, user.password)).status).toBe(401)
    expect((await login(fixture.baseUrl, user.email, 'nueva-clave')).status).toBe(200)
  })

  it('refuses a wrong current password in Spanish and changes nothing', async () => {
    const user = await registerUser(fixture.baseUrl)
    const other = await login(fixture.baseUrl, user.email, user.password)

    const refused = await changePassword(fixture.baseUrl, user.token, 'no-es-esta', 'nueva-clave')
    // Not a 401: the client's 401 rule would sign this device out over a typo.
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({
      error: 'wrong-password',
      message: passwordMessages.wrongCurrentPassword,
    })

    expect((await me(fixture.baseUrl, user.token)).status).toBe(200)
    expect((await me(fixture.baseUrl, other.body.token)).status).toBe(200)
    expect((await login(fixture.baseUrl, user.email, user.password)).status).toBe(200)
    expect((await login(fixture.baseUrl, user.email, 'nueva-clave')).status).toBe(401)
  })

  it('applies the sign-up rules to the new password', async () => {
    const user = await registerUser(fixture.baseUrl)
    const short = await changePassword(fixture.baseUrl, user.token, user.password, '12345')
    expect(short.status).toBe(400)
    expect(short.body.message).toBe(authMessages.passwordTooShort)
    const missing = await call<ApiErrorBody>(fixture.baseUrl, 'POST', '/api/auth/password', {
      token: user.token,
      json: { newPassword: 'nueva-clave' },
    })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe(passwordMessages.currentPasswordRequired)
    expect((await login(fixture.baseUrl, user.email, user.password)).status).toBe(200)
  })

  it('needs a session', async () => {
    const anonymous = await call(fixture.baseUrl, 'POST', '/api/auth/password', {
      json: { currentPassword: 'x', newPassword: 'nueva-clave' },
    })
    expect(anonymous.status).toBe(401)
    expect((await call(fixture.baseUrl, 'POST', '/api/auth/logout-all')).status).toBe(401)
  })

  it('counts wrong current passwords like failed logins: a stolen session cannot guess on', async () => {
    const user = await registerUser(fixture.baseUrl)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 7; attempt += 1) {
      statuses.push(
        (await changePassword(fixture.baseUrl, user.token, `mala-${attempt}`, 'x123456')).status,
      )
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429, 429])
    // The right one waits out the window too, and the session itself stays.
    expect(
      (await changePassword(fixture.baseUrl, user.token, user.password, 'x123456')).status,
    ).toBe(429)
    expect((await me(fixture.baseUrl, user.token)).status).toBe(200)
  })

  it('signs out every device, this one included', async () => {
    const user = await registerUser(fixture.baseUrl)
    const other = await login(fixture.baseUrl, user.email, user.password)
    const stranger = await registerUser(fixture.baseUrl)

    const answer = await call(fixture.baseUrl, 'POST', '/api/auth/logout-all', {
      token: user.token,
    })
    expect(answer.status).toBe(204)

    expect((await me(fixture.baseUrl, user.token)).status).toBe(401)
    expect((await me(fixture.baseUrl, other.body.token)).status).toBe(401)
    // Only that user's sessions; the password is unchanged.
    expect((await me(fixture.baseUrl, stranger.token)).status).toBe(200)
    expect((await login(fixture.baseUrl, user.email, user.password)).status).toBe(200)
  })
})
