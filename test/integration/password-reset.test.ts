import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passwordMessages } from '@contract/password.contract'
import { call, registerUser, uniqueEmail } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { executeSql, queryRows } from '../support/db-probe.js'
import {
  checkResetLink,
  forgotPassword,
  forgotPasswordWithHost,
  requestResetLink,
  resetPassword,
  sha256Hex,
} from '../support/password-reset.js'
import { useServer } from '../support/server-fixture.js'
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js'

/**
 * Password reset by e-mail against a real server that sends through a real SMTP server
 * (smtp-server, test/support/smtp-sink.ts): the link is single-use, lives one hour, ends every
 * session, and asking for one answers the same whether the address has an account or not.
 */
const PUBLIC_URL = 'https://huellitas.example'
const invalidLink = { error: 'invalid-reset-link', message: passwordMessages.resetLinkInvalid }

const login = (baseUrl: string, email: string, password: string) =>
  call(baseUrl, 'POST', '/api/auth/login', { json: { email, password } })
const me = (baseUrl: string, token: string) => call(baseUrl, 'GET', '/api/auth/me', { token })

describe.each(databaseTargets)('password reset on $kind', (target) => {
  let sink: SmtpSink
  const env: Record<string, string> = { PUBLIC_URL, RESET_MAX_PER_IP: '10000' }
  beforeAll(async () => {
    sink = await startSmtpSink()
    env.SMTP_URL = sink.url
  })
  afterAll(() => sink?.stop())
  const fixture = useServer(target, { env })

  it('mails a single-use link that sets a new password and ends every session', async () => {
    const user = await registerUser(fixture.baseUrl)
    const { link, token } = await requestResetLink(fixture.baseUrl, sink, user.email)
    expect(link.startsWith(`${PUBLIC_URL}/reset-password#token=`)).toBe(true)
    const mail = sink.mails.find((m) => m.text.includes(link))
    expect(mail?.subject).toBe('Restablece tu contraseña de Huellitas')
    expect(mail?.text).toContain('El enlace vale 1 hora y solo se puede usar una vez.')

    expect((await checkResetLink(fixture.baseUrl, token)).status).toBe(204)
    expect((await resetPassword(fixture.baseUrl, token, 'clave-nueva')).status).toBe(204)

    expect((await me(fixture.baseUrl, user.token)).status).toBe(401)
    expect((await login(fixture.baseUrl, user.email, user.password)).status).toBe(401)
    expect((await login(fixture.baseUrl, user.email, 'clave-nueva')).status).toBe(200)

    // Single use: the same link is now refused, for the check and for a second password.
    const again = await resetPassword(fixture.baseUrl, token, 'otra-clave')
    expect(again.status).toBe(400)
    expect(again.body).toEqual(invalidLink)
    expect((await checkResetLink(fixture.baseUrl, token)).body).toEqual(invalidLink)
    expect((await login(fixture.baseUrl, user.email, 'clave-nueva')).status).toBe(200)
  })

  it('stores only a hash of the token, valid for one hour; an expired link is refused', async () => {
    const user = await registerUser(fixture.baseUrl)
    const { token } = await requestResetLink(fixture.baseUrl, sink, user.email)
    const rows = await queryRows<{ token_hash: string; created_at: string; expires_at: string }>(
      fixture,
      'SELECT token_hash, created_at, expires_at FROM password_resets WHERE user_id = ?',
      [user.user.id],
    )
    expect(rows.map((row) => row.token_hash)).toEqual([sha256Hex(token)])
    const [row] = rows
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(60 * 60 * 1000)

    // An hour and a second later:
    const past = new Date(Date.now() - 1000).toISOString()
    await executeSql(fixture, 'UPDATE password_resets SET expires_at = ? WHERE token_hash = ?', [
      past,
      sha256Hex(token),
    ])
    expect((await checkResetLink(fixture.baseUrl, token)).body).toEqual(invalidLink)
    const late = await resetPassword(fixture.baseUrl, token, 'clave-nueva')
    expect(late.status).toBe(400)
    expect(late.body).toEqual(invalidLink)
    expect((await login(fixture.baseUrl, user.email, user.password)).status).toBe(200)
  })

  it('refuses unknown and malformed tokens in Spanish', async () => {
    expect((await resetPassword(fixture.baseUrl, 'x'.repeat(43), 'clave-nueva')).body).toEqual(
      invalidLink,
    )
    const empty = await resetPassword(fixture.baseUrl, '', 'clave-nueva')
    expect(empty.status).toBe(400)
    expect(empty.body.error).toBe('invalid-body')
  })

  it('answers the same for an address without an account, and mails nobody', async () => {
    const user = await registerUser(fixture.baseUrl)
    const stranger = uniqueEmail('nadie')
    const known = await forgotPassword(fixture.baseUrl, user.email)
    const unknown = await forgotPassword(fixture.baseUrl, stranger)
    expect(unknown.status).toBe(202)
    expect(unknown.status).toBe(known.status)
    expect(unknown.text).toBe(known.text)
    expect(unknown.body).toEqual({ message: passwordMessages.resetRequested })
    await sink.waitForMail(user.email)
    // The known address's mail has arrived; a mail to the stranger would have been sent too.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(sink.mails.some((mail) => mail.to.includes(stranger))).toBe(false)
  })

  it('answers before the mail is sent: a slow mail server does not slow the answer', async () => {
    const user = await registerUser(fixture.baseUrl)
    sink.setGreetingDelay(3000)
    try {
      const started = performance.now()
      const answer = await forgotPassword(fixture.baseUrl, user.email)
      expect(answer.status).toBe(202)
      expect(performance.now() - started).toBeLessThan(1500)
      await sink.waitForMail(user.email)
    } finally {
      sink.setGreetingDelay(0)
    }
  })

  it('builds the link from PUBLIC_URL, never from a forged Host header', async () => {
    const user = await registerUser(fixture.baseUrl)
    expect(await forgotPasswordWithHost(fixture.baseUrl, user.email, 'evil.example')).toBe(202)
    const mail = await sink.waitForMail(user.email)
    expect(mail.text).toContain(`${PUBLIC_URL}/reset-password#token=`)
    expect(mail.raw).not.toContain('evil.example')
  })

  it('using one link retires the others; a password change retires them too', async () => {
    const user = await registerUser(fixture.baseUrl)
    const first = await requestResetLink(fixture.baseUrl, sink, user.email)
    const second = await requestResetLink(fixture.baseUrl, sink, user.email)
    expect((await resetPassword(fixture.baseUrl, second.token, 'clave-nueva')).status).toBe(204)
    expect((await resetPassword(fixture.baseUrl, first.token, 'otra-clave')).body).toEqual(
      invalidLink,
    )

    const session = await login(fixture.baseUrl, user.email, 'clave-nueva')
    const { token } = session.body as { token: string }
    const third = await requestResetLink(fixture.baseUrl, sink, user.email)
    const changed = await call(fixture.baseUrl, 'POST', '/api/auth/password', {
      token,
      json: { currentPassword: 'clave-nueva', newPassword: 'clave-cambiada' },
    })
    expect(changed.status).toBe(204)
    expect((await checkResetLink(fixture.baseUrl, third.token)).body).toEqual(invalidLink)
  })

  it('lets a user locked out by wrong guesses sign in right after the reset', async () => {
    const user = await registerUser(fixture.baseUrl)
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await login(fixture.baseUrl, user.email, `mala-${attempt}`)
    }
    expect((await login(fixture.baseUrl, user.email, user.password)).status).toBe(429)
    const { token } = await requestResetLink(fixture.baseUrl, sink, user.email)
    expect((await resetPassword(fixture.baseUrl, token, 'clave-nueva')).status).toBe(204)
    expect((await login(fixture.baseUrl, user.email, 'clave-nueva')).status).toBe(200)
  })

  it('limits requests per e-mail, known or not, with a Spanish 429', async () => {
    for (const email of [(await registerUser(fixture.baseUrl)).email, uniqueEmail('nadie')]) {
      const statuses: number[] = []
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await forgotPassword(fixture.baseUrl, email.toUpperCase())).status)
      }
      expect(statuses).toEqual([202, 202, 202, 429])
      const refused = await forgotPassword(fixture.baseUrl, email)
      expect(refused.body).toEqual({
        error: 'too-many-reset-requests',
        message: passwordMessages.tooManyResetRequests(60),
      })
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60)
    }
  })
})

describe.each(databaseTargets)('password reset without SMTP_URL on $kind', (target) => {
  const fixture = useServer(target, { env: { RESET_MAX_PER_IP: '2' } })

  it('writes the link to the log, on this machine, and limits requests per IP', async () => {
    const user = await registerUser(fixture.baseUrl)
    expect((await forgotPassword(fixture.baseUrl, user.email)).status).toBe(202)
    const link = `http://localhost:${fixture.server.port}/reset-password#token=`
    await expect.poll(() => fixture.server.logs().includes(link), { timeout: 10_000 }).toBe(true)

    expect((await forgotPassword(fixture.baseUrl, uniqueEmail())).status).toBe(202)
    const limited = await forgotPassword(fixture.baseUrl, uniqueEmail())
    expect(limited.status).toBe(429)
    expect(limited.body.error).toBe('too-many-reset-requests')
  })
})
