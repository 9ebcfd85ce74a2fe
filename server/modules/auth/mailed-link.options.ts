import type { FastifyBaseLogger } from 'fastify'
import type { Mailer } from '../../mail/mailer.js'
import type { LoginLimiter } from './login-limiter.js'

/**
 * What the services that check the current password and mail a link (password change and
 * reset, e-mail change) are all given.
 */
export interface MailedLinkOptions {
  /** A wrong current password is a password guess: it counts like a failed login. */
  loginLimiter: LoginLimiter
  mailer: Mailer
  /** Where users reach the app (PUBLIC_URL), for the link in the mail; never a request's Host. */
  publicOrigin: () => string
  log: Pick<FastifyBaseLogger, 'error'>
}
