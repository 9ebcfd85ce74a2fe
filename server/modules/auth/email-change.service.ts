import type { z } from 'zod'
import {
  CONFIRM_EMAIL_PATH,
  EMAIL_CHANGE_TTL_MS,
  confirmEmailFragment,
  emailChangeMessages,
  type EmailChangeConfirmed,
  type EmailChangeRequested,
  type emailChangeSchema,
} from '../../contract/email-change.contract.js'
import { errorCodes } from '../../contract/error-codes.js'
import { serverMessages } from '../../contract/errors.js'
import { passwordMessages } from '../../contract/password.contract.js'
import type { Session } from '../../auth/session.js'
import { hashToken, newToken } from '../../auth/tokens.js'
import type { UserRow } from '../../db/schema.js'
import { HttpError } from '../../http/http-error.js'
import type { PairedLimit } from '../../http/rate-limits.js'
import { createBackgroundSends } from '../../mail/background-sends.js'
import { normalizeEmail } from './auth.service.js'
import { confirmEmailMail, emailChangedMail } from './email-change-mail.js'
import type { EmailChangeRepository } from './email-change.repository.js'
import { verifyPassword } from './password.js'
import type { MailedLinkOptions } from './mailed-link.options.js'

export type EmailChangeData = z.output<typeof emailChangeSchema>

export interface EmailChangeServiceOptions extends MailedLinkOptions {
  repository: EmailChangeRepository
  /** Requests per address and per account: each mails a stranger's inbox, and probes addresses. */
  requestLimit: Pick<PairedLimit, 'consume'>
  /** After a committed change: the new profile to the user's devices, cached sessions dropped. */
  onChanged: (user: UserRow) => void
}

/**
 * Settings › Cuenta › 'Cambiar correo'. Asking needs the current password and mails a link to
 * the new address; the address changes only when that link is opened (proof the new mailbox is
 * the user's), and then the old address is told. A taken address is refused as sign-up
 * refuses it (the register form already tells anyone that much), behind the password and a
 * rate limit, so it is no cheaper a probe than sign-up.
 */
export function createEmailChangeService(options: EmailChangeServiceOptions) {
  const { repository } = options
  const notices = createBackgroundSends(options.log, 'address-changed notice mail')

  return {
    async requestChange(
      session: Session,
      data: EmailChangeData,
      ip: string,
    ): Promise<EmailChangeRequested> {
      const { user } = session
      const newNormalized = normalizeEmail(data.newEmail)
      if (newNormalized === user.email_normalized) {
        throw new HttpError(400, errorCodes.sameEmail, emailChangeMessages.sameEmail)
      }
      await options.loginLimiter.consume(ip, user.email_normalized)
      if (!(await verifyPassword(data.currentPassword, user.password_hash))) {
        throw new HttpError(403, errorCodes.wrongPassword, passwordMessages.wrongCurrentPassword)
      }
      await options.loginLimiter.reset(user.email_normalized)
      await options.requestLimit.consume(ip, user.id)
      if (await repository.isEmailTaken(newNormalized)) {
        throw new HttpError(409, errorCodes.emailTaken, serverMessages.emailTaken)
      }
      const token = newToken()
      const now = Date.now()
      await repository.insertChange({
        token_hash: hashToken(token),
        user_id: user.id,
        new_email: data.newEmail,
        new_email_normalized: newNormalized,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + EMAIL_CHANGE_TTL_MS).toISOString(),
      })
      const link = `${options.publicOrigin()}${CONFIRM_EMAIL_PATH}${confirmEmailFragment(token)}`
      // Awaited, unlike the reset mail: here nothing is hidden by answering first, and the user
      // must hear when the link did not go out rather than wait for a mail that never comes.
      try {
        await options.mailer.send(
          confirmEmailMail({ to: data.newEmail, name: user.name, currentEmail: user.email, link }),
        )
      } catch (error) {
        options.log.error({ err: error }, 'address-change confirmation mail failed')
        throw new HttpError(503, errorCodes.mailFailed, emailChangeMessages.mailFailed)
      }
      return { message: emailChangeMessages.requested(data.newEmail) }
    },

    async confirm(token: string): Promise<EmailChangeConfirmed> {
      const outcome = await repository.confirm(hashToken(token), new Date().toISOString())
      switch (outcome.kind) {
        case 'invalid-link':
          throw new HttpError(
            400,
            errorCodes.invalidEmailChangeLink,
            emailChangeMessages.linkInvalid,
          )
        case 'email-taken':
          throw new HttpError(409, errorCodes.emailTaken, emailChangeMessages.takenMeanwhile)
        case 'changed': {
          const { before, after } = outcome
          options.onChanged(after)
          notices.run(() =>
            options.mailer.send(
              emailChangedMail({ to: before.email, name: after.name, newEmail: after.email }),
            ),
          )
          return { email: after.email }
        }
      }
    },

    /** Waits for the notices still being sent (at shutdown). */
    drain: () => notices.drain(),
  }
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>
