import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authMessages } from '@contract/auth.contract'
import { emailChangeMessages } from '@contract/email-change.contract'
import { serverMessages } from '@contract/errors'
import { passwordMessages } from '@contract/password.contract'
import type { ProfileDoc } from '@contract/users.contract'
import { call, registerUser, uniqueEmail } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { executeSql, queryRows } from '../support/db-probe.js'
import { confirmEmailChange, emailChangeLink, requestEmailChange } from '../support/email-change.js'
import { checkResetLink, requestResetLink, sha256Hex } from '../support/password-reset.js'
import { useServer } from '../support/server-fixture.js'
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.js'

/**
 * Settings › Cuenta › 'Cambiar correo' against a real server mailing through a real SMTP
 * server (smtp-server): the password is required, the link goes to the new address, the change
 * applies only when the link is used (once, before it expires), and the old address is told.
 */
const PUBLIC_URL = 'https://huellitas.example'
const invalidLink = {
  error: 'invalid-email-change-link',
  message: emailChangeMessages.linkInvalid,
}

const login = (baseUrl: string, email: string, password: string) =>
  call<{ token?: string }>(baseUrl, 'POST', '/api/auth/login', { json: { email, password } })
const me = (baseUrl: string, token: string) =>
  call<{ user: { email: string } }>(baseUrl, 'GET', '/api/auth/me', { token })
const mailsTo = (sink: SmtpSink, email: string) =>
  sink.mails.filter((mail) => mail.to.includes(email.toLowerCase()))

describe.each(databaseTargets)('address change on $kind', (target) => {
  let sink: SmtpSink
  const env: Record<string, string> = {
    PUBLIC_URL,
    LOGIN_MAX_ATTEMPTS_PER_IP: '10000',
    EMAIL_CHANGE_MAX_PER_IP: '10000',
    EMAIL_CHANGE_MAX_PER_USER: '3',
    RESET_MAX_PER_IP: '10000',
  }
  beforeAll(async () => {
    sink = await startSmtpSink()
    env.SMTP_URL = sink.url
  })
  afterAll(() => sink?.stop())
  const fixture = useServer(target, { env })

  it('mails a link to the new address; opening it moves the account and tells the old one', async () => {
    const user = await registerUser(fixture.baseUrl, { name: 'Marta Cambio' })
    const newEmail = uniqueEmail('nuevo')

    const asked = await requestEmailChange(fixture.baseUrl, user.token, newEmail, user.password)
    expect(asked.status).toBe(202)
    expect(asked.body).toEqual({ message: emailChangeMessages.requested(newEmail) })
    const [mail] = mailsTo(sink, newEmail)
    expect(mail?.subject).toBe('Confirma tu nuevo correo de Huellitas')
    expect(mail?.text).toContain('Hola, Marta Cambio:')
    expect(mail?.text).toContain(`${PUBLIC_URL}/confirm-email#token=`)

    // Nothing changes until the link is opened.
    expect((await me(fixture.baseUrl, user.token)).body.user.email).toBe(user.email)
    expect((await login(fixture.baseUrl, user.email, user.password)).status).toBe(200)

    const { token } = await emailChangeLink(fixture.baseUrl, sink, user, newEmail)
    const confirmed = await confirmEmailChange(fixture.baseUrl, token)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toEqual({ email: newEmail })

    // The session stays; the account answers to the new address only.
    expect((await me(fixture.baseUrl, user.token)).body.user.email).toBe(newEmail)
    expect((await login(fixture.baseUrl, newEmail, user.password)).status).toBe(200)
    const old = await login(fixture.baseUrl, user.email, user.password)
    expect(old.status).toBe(401)
    // The profile feed carries it to the user's other devices.
    const pulled = await call<{ documents: ProfileDoc[] }>(
      fixture.baseUrl,
      'GET',
      '/api/sync/profile/pull?seq=0&limit=10',
      { token: user.token },
    )
    expect(pulled.body.documents.map((doc) => doc.email)).toEqual([newEmail])

    const notice = await sink.waitForMail(user.email)
    expect(notice.subject).toBe('El correo de tu cuenta de Huellitas cambió')
    expect(notice.text).toContain(`El correo de tu cuenta de Huellitas ahora es ${newEmail}.`)

    // Single use.
    const again = await confirmEmailChange(fixture.baseUrl, token)
    expect(again.status).toBe(400)
    expect(again.body).toEqual(invalidLink)
  })

  it('needs a session', async () => {
    const anonymous = await requestEmailChange(
      fixture.baseUrl,
      undefined,
      uniqueEmail(),
      'secreto123',
    )
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.error).toBe('unauthorized')
  })

  it('refuses a wrong password in Spanish, stores and mails nothing, and counts it as a guess', async () => {
    const user = await registerUser(fixture.baseUrl)
    const newEmail = uniqueEmail('intruso')
    const refused = await requestEmailChange(fixture.baseUrl, user.token, newEmail, 'no-es-esta')
    // Not a 401: the client's 401 rule would sign this device out over a typo.
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({
      error: 'wrong-password',
      message: passwordMessages.wrongCurrentPassword,
    })
    const rows = await queryRows(
      fixture,
      'SELECT token_hash FROM email_changes WHERE user_id = ?',
      [user.user.id],
    )
    expect(rows).toEqual([])
    expect(mailsTo(sink, newEmail)).toEqual([])

    // Like a failed login: five wrong guesses, then the right password waits too.
    const statuses: number[] = []
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push(
        (await requestEmailChange(fixture.baseUrl, user.token, newEmail, `mala-${attempt}`)).status,
      )
    }
    expect(statuses).toEqual([403, 403, 403, 403, 429])
    const locked = await requestEmailChange(fixture.baseUrl, user.token, newEmail, user.password)
    expect(locked.status).toBe(429)
    expect(locked.body.error).toBe('too-many-login-attempts')
    expect((await me(fixture.baseUrl, user.token)).body.user.email).toBe(user.email)
  })

  it('refuses an address another account has, as sign-up does, without mailing it', async () => {
    const user = await registerUser(fixture.baseUrl)
    const other = await registerUser(fixture.baseUrl)
    const taken = await requestEmailChange(
      fixture.baseUrl,
      user.token,
      `  ${other.email.toUpperCase()} `,
      user.password,
    )
    expect(taken.status).toBe(409)
    expect(taken.body).toEqual({ error: 'email-taken', message: serverMessages.emailTaken })
    expect(mailsTo(sink, other.email)).toEqual([])
    expect((await me(fixture.baseUrl, user.token)).body.user.email).toBe(user.email)
  })

  it('checks the new address with the sign-up rules, and refuses the current one', async () => {
    const user = await registerUser(fixture.baseUrl)
    const cases: [unknown, unknown, string][] = [
      ['no-es-un-correo', user.password, authMessages.emailInvalid],
      ['', user.password, authMessages.emailRequired],
      [undefined, user.password, authMessages.emailRequired],
      [`${'a'.repeat(250)}@x.com`, user.password, authMessages.emailInvalid],
      [uniqueEmail(), '', passwordMessages.currentPasswordRequired],
    ]
    for (const [newEmail, password, message] of cases) {
      const answer = await requestEmailChange(fixture.baseUrl, user.token, newEmail, password)
      expect(answer.status, String(newEmail)).toBe(400)
      expect(answer.body).toEqual({ error: 'invalid-body', message })
    }
    const same = await requestEmailChange(
      fixture.baseUrl,
      user.token,
      user.email.toUpperCase(),
      user.password,
    )
    expect(same.status).toBe(400)
    expect(same.body).toEqual({ error: 'same-email', message: emailChangeMessages.sameEmail })
  })

  it('keeps only a hash of the link, valid a day; expired, unknown and empty tokens are refused', async () => {
    const user = await registerUser(fixture.baseUrl)
    const newEmail = uniqueEmail('caduca')
    const { token } = await emailChangeLink(fixture.baseUrl, sink, user, newEmail)
    const rows = await queryRows<{ token_hash: string; created_at: string; expires_at: string }>(
      fixture,
      'SELECT token_hash, created_at, expires_at FROM email_changes WHERE user_id = ?',
      [user.user.id],
    )
    expect(rows.map((row) => row.token_hash)).toEqual([sha256Hex(token)])
    const [row] = rows
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(24 * 60 * 60 * 1000)

    await executeSql(fixture, 'UPDATE email_changes SET expires_at = ? WHERE token_hash = ?', [
      new Date(Date.now() - 1000).toISOString(),
      sha256Hex(token),
    ])
    const late = await confirmEmailChange(fixture.baseUrl, token)
    expect(late.status).toBe(400)
    expect(late.body).toEqual(invalidLink)
    expect((await me(fixture.baseUrl, user.token)).body.user.email).toBe(user.email)

    const unknown = await confirmEmailChange(fixture.baseUrl, 'x'.repeat(43))
    expect(unknown.status).toBe(400)
    expect(unknown.body).toEqual(invalidLink)
    for (const junk of ['', 42, 'y'.repeat(300)]) {
      const answer = await confirmEmailChange(fixture.baseUrl, junk)
      expect(answer.status).toBe(400)
      expect(answer.body.error).toBe('invalid-body')
      expect(answer.body.message).toMatch(/[áéíóúñ]|enlace|correo/i)
    }
  })

  it('only the newest link works, and each account may ask a few times an hour', async () => {
    const user = await registerUser(fixture.baseUrl)
    const first = await emailChangeLink(fixture.baseUrl, sink, user, uniqueEmail('primero'))
    const secondEmail = uniqueEmail('segundo')
    const second = await emailChangeLink(fixture.baseUrl, sink, user, secondEmail)
    expect((await confirmEmailChange(fixture.baseUrl, first.token)).body).toEqual(invalidLink)
    expect((await confirmEmailChange(fixture.baseUrl, second.token)).body).toEqual({
      email: secondEmail,
    })

    await emailChangeLink(fixture.baseUrl, sink, user, uniqueEmail('tercero'))
    const limited = await requestEmailChange(
      fixture.baseUrl,
      user.token,
      uniqueEmail('cuarto'),
      user.password,
    )
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual({
      error: 'too-many-email-changes',
      message: emailChangeMessages.tooMany(60),
    })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(59 * 60)
  })

  it('an address taken between the request and the link leaves the account as it was', async () => {
    const user = await registerUser(fixture.baseUrl)
    const wanted = uniqueEmail('disputado')
    const { token } = await emailChangeLink(fixture.baseUrl, sink, user, wanted)
    await registerUser(fixture.baseUrl, { email: wanted })
    const refused = await confirmEmailChange(fixture.baseUrl, token)
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({
      error: 'email-taken',
      message: emailChangeMessages.takenMeanwhile,
    })
    expect((await me(fixture.baseUrl, user.token)).body.user.email).toBe(user.email)
    expect((await login(fixture.baseUrl, user.email, user.password)).status).toBe(200)
  })

  it('retires reset links mailed to the old address', async () => {
    const user = await registerUser(fixture.baseUrl)
    const reset = await requestResetLink(fixture.baseUrl, sink, user.email)
    const { token } = await emailChangeLink(fixture.baseUrl, sink, user, uniqueEmail('seguro'))
    expect((await confirmEmailChange(fixture.baseUrl, token)).status).toBe(200)
    expect((await checkResetLink(fixture.baseUrl, reset.token)).status).toBe(400)
  })
})
