import { createHash } from 'node:crypto'
import { request } from 'node:http'
import { call } from './api.js'
import { resetLinkIn, type SmtpSink } from './smtp-sink.js'

/** Helpers for the password-reset tests: ask for a link, read it from the mail, use it. */

export const forgotPassword = (baseUrl: string, email: string) =>
  call<{ message?: string; error?: string }>(baseUrl, 'POST', '/api/auth/forgot-password', {
    json: { email },
  })

export const resetPassword = (baseUrl: string, token: string, password: string) =>
  call<{ error?: string; message?: string }>(baseUrl, 'POST', '/api/auth/reset-password', {
    json: { token, password },
  })

export const checkResetLink = (baseUrl: string, token: string) =>
  call<{ error?: string; message?: string }>(baseUrl, 'POST', '/api/auth/reset-password/check', {
    json: { token },
  })

/** The token carried in a reset link's fragment. */
export function tokenOf(link: string): string {
  return decodeURIComponent(new URL(link).hash.replace(/^#token=/, ''))
}

/** What the server may store for a token: its SHA-256, hex. */
export const sha256Hex = (token: string) => createHash('sha256').update(token).digest('hex')

/** Asks for a reset link for `email` and reads the mail that carries it (the newest one). */
export async function requestResetLink(
  baseUrl: string,
  sink: SmtpSink,
  email: string,
): Promise<{ link: string; token: string }> {
  const before = sink.mails.filter((mail) => mail.to.includes(email.toLowerCase())).length
  const answer = await forgotPassword(baseUrl, email)
  if (answer.status !== 202) throw new Error(`forgot-password answered ${answer.status}`)
  const deadline = Date.now() + 15_000
  for (;;) {
    const mails = sink.mails.filter((mail) => mail.to.includes(email.toLowerCase()))
    const mail = mails[before]
    if (mail) {
      const link = resetLinkIn(mail)
      return { link, token: tokenOf(link) }
    }
    if (Date.now() > deadline) throw new Error(`no reset mail to ${email}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/**
 * A forgot-password POST with a forged Host header (fetch does not let a caller set Host),
 * as an attacker would send to make the victim's link point at their own site.
 */
export function forgotPasswordWithHost(
  baseUrl: string,
  email: string,
  host: string,
): Promise<number> {
  const url = new URL('/api/auth/forgot-password', baseUrl)
  const body = JSON.stringify({ email })
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          host,
          'x-forwarded-host': host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}
