import type { z } from 'zod'
import { errorCodes } from '../../contract/error-codes.js'
import {
  RESET_LINK_TTL_MS,
  RESET_PATH,
  passwordMessages,
  resetLinkFragment,
  type ForgotPasswordResponse,
  type changePasswordSchema,
} from '../../contract/password.contract.js'
import type { Session } from '../../auth/session.js'
import { hashToken, newToken } from '../../auth/tokens.js'
import { HttpError } from '../../http/http-error.js'
import { createBackgroundSends } from '../../mail/background-sends.js'
import type { AuthRepository } from './auth.repository.js'
import { normalizeEmail } from './auth.service.js'
import { hashPassword, verifyPassword } from './password.js'
import type { PasswordRepository } from './password.repository.js'
import type { PairedLimit } from '../../http/rate-limits.js'
import { resetMail } from './reset-mail.js'
import type { MailedLinkOptions } from './mailed-link.options.js'

export type ChangePasswordData = z.output<typeof changePasswordSchema>

export interface PasswordServiceOptions extends MailedLinkOptions {
  users: Pick<AuthRepository, 'findUserByEmail'>
  repository: PasswordRepository
  resetLimiter: Pick<PairedLimit, 'consume'>
  onTokenRevoked: (tokenHash: string) => void
}

const invalidLink = () =>
  new HttpError(400, errorCodes.invalidResetLink, passwordMessages.resetLinkInvalid)

/**
 * Password change, sign-out everywhere and the reset by e-mail. A reset request answers at once
 * and the same way for every address: looking the address up, storing the link and sending
 * the mail happen after the answer, so neither the text, the status nor the time taken tells
 * whether an account exists.
 */
export function createPasswordService(options: PasswordServiceOptions) {
  const { repository } = options
  const background = createBackgroundSends(options.log, 'password reset mail')

  function revoked(tokenHashes: readonly string[]): void {
    for (const tokenHash of tokenHashes) options.onTokenRevoked(tokenHash)
  }

  async function sendResetLink(emailNormalized: string): Promise<void> {
    const user = await options.users.findUserByEmail(emailNormalized)
    if (!user) return
    const token = newToken()
    const now = Date.now()
    await repository.insertReset({
      token_hash: hashToken(token),
      user_id: user.id,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + RESET_LINK_TTL_MS).toISOString(),
    })
    const link = `${options.publicOrigin()}${RESET_PATH}${resetLinkFragment(token)}`
    await options.mailer.send(resetMail({ to: user.email, name: user.name, link }))
  }

  return {
    async changePassword(session: Session, data: ChangePasswordData, ip: string): Promise<void> {
      const { user } = session
      await options.loginLimiter.consume(ip, user.email_normalized)
      if (!(await verifyPassword(data.currentPassword, user.password_hash))) {
        throw new HttpError(403, errorCodes.wrongPassword, passwordMessages.wrongCurrentPassword)
      }
      await options.loginLimiter.reset(user.email_normalized)
      const passwordHash = await hashPassword(data.newPassword)
      const now = new Date().toISOString()
      revoked(await repository.changePassword(user.id, passwordHash, session.tokenHash, now))
    },

    async signOutEverywhere(session: Session): Promise<void> {
      revoked(await repository.revokeAllSessions(session.user.id, new Date().toISOString()))
    },

    async requestReset(email: string, ip: string): Promise<ForgotPasswordResponse> {
      const emailNormalized = normalizeEmail(email)
      await options.resetLimiter.consume(ip, emailNormalized)
      background.run(() => sendResetLink(emailNormalized))
      return { message: passwordMessages.resetRequested }
    },

    /** Lets the reset page say at once that a link is spent, before anything is typed. */
    async checkResetLink(token: string): Promise<void> {
      if (!(await repository.isResetLive(hashToken(token), new Date().toISOString()))) {
        throw invalidLink()
      }
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const tokenHash = hashToken(token)
      // A cheap look first, so a dead link does not cost a password hash.
      if (!(await repository.isResetLive(tokenHash, new Date().toISOString()))) throw invalidLink()
      const passwordHash = await hashPassword(password)
      const outcome = await repository.resetPassword(
        tokenHash,
        passwordHash,
        new Date().toISOString(),
      )
      if (!outcome) throw invalidLink()
      revoked(outcome.revokedTokenHashes)
      // Whoever forgot a password has often locked the login with wrong guesses: the mailbox
      // has now proved who they are.
      await options.loginLimiter.reset(outcome.emailNormalized)
    },

    /** Waits for the mails still being sent (at shutdown). */
    drain: () => background.drain(),
  }
}

export type PasswordService = ReturnType<typeof createPasswordService>
