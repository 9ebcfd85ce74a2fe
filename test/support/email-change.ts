import type { ApiErrorBody } from '@contract/errors'
import { call } from './api.js'
import { tokenLinkIn, type SmtpSink } from './smtp-sink.js'
import { tokenOf } from './password-reset.js'

/** Helpers for the 'Cambiar correo' tests: ask for a change, read the link from the mail. */

export const requestEmailChange = (
  baseUrl: string,
  token: string | undefined,
  newEmail: unknown,
  currentPassword: unknown,
) =>
  call<Partial<ApiErrorBody> & { message?: string }>(baseUrl, 'POST', '/api/auth/email', {
    ...(token ? { token } : {}),
    json: { newEmail, currentPassword },
  })

export const confirmEmailChange = (baseUrl: string, linkToken: unknown) =>
  call<Partial<ApiErrorBody> & { email?: string }>(baseUrl, 'POST', '/api/auth/email/confirm', {
    json: { token: linkToken },
  })

/** Asks to move the account to `newEmail` and reads the link mailed there (the newest one). */
export async function emailChangeLink(
  baseUrl: string,
  sink: SmtpSink,
  account: { token: string; password: string },
  newEmail: string,
): Promise<{ link: string; token: string }> {
  const wanted = newEmail.toLowerCase()
  const before = sink.mails.filter((mail) => mail.to.includes(wanted)).length
  const answer = await requestEmailChange(baseUrl, account.token, newEmail, account.password)
  if (answer.status !== 202) throw new Error(`POST /api/auth/email answered ${answer.status}`)
  // The server answers once the SMTP server accepted the mail: it is in the sink already.
  const mail = sink.mails.filter((received) => received.to.includes(wanted))[before]
  if (!mail) throw new Error(`no confirmation mail to ${newEmail}`)
  const link = tokenLinkIn(mail, '/confirm-email')
  return { link, token: tokenOf(link) }
}
