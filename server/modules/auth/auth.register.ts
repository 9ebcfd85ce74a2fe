import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import { apiRoutes } from '../../http/api-scope.js'
import { EMAIL_CHANGE_WINDOW_SECONDS, RESET_WINDOW_SECONDS } from '../../config.js'
import { emailChangeMessages } from '../../contract/email-change.contract.js'
import { errorCodes } from '../../contract/error-codes.js'
import { passwordMessages } from '../../contract/password.contract.js'
import { profileSeqOf, toProfileFeedDoc } from '../users/public-user.js'
import { authRoutes } from './auth.routes.js'
import { createEmailChangeRepository } from './email-change.repository.js'
import { emailChangeRoutes } from './email-change.routes.js'
import { createEmailChangeService } from './email-change.service.js'
import { createPasswordRepository } from './password.repository.js'
import { passwordRoutes } from './password.routes.js'
import { createPasswordService } from './password.service.js'

/**
 * Accounts: sign-up, login and logout (the auth service itself is shared machinery, made in
 * app-deps.ts), password reset and change, and 'Cambiar correo'. Both mail links, so mails
 * accepted before shutdown still go out before the SMTP connection closes.
 */
export function registerAuth(app: FastifyInstance, deps: AppDeps) {
  const { config, rateLimits, loginLimiter, broadcaster, sessions } = deps
  const passwords = createPasswordService({
    users: deps.authRepository,
    repository: createPasswordRepository(deps.database.db),
    loginLimiter,
    // Every request counts against the caller's IP and the e-mail it names, whether or not
    // that address has an account, so a 429 tells nothing about who is registered.
    resetLimiter: rateLimits.paired({
      name: 'reset',
      accountLabel: 'email',
      perIp: { points: config.resetMaxPerIp, seconds: RESET_WINDOW_SECONDS },
      perAccount: { points: config.resetMaxPerEmail, seconds: RESET_WINDOW_SECONDS },
      code: errorCodes.tooManyResetRequests,
      message: passwordMessages.tooManyResetRequests,
    }),
    mailer: deps.mailer,
    publicOrigin: deps.publicOrigin,
    onTokenRevoked: deps.onTokenRevoked,
    log: deps.log,
  })
  const emailChanges = createEmailChangeService({
    repository: createEmailChangeRepository(deps.database.db),
    loginLimiter,
    requestLimit: rateLimits.paired({
      name: 'email-change',
      accountLabel: 'user',
      perIp: { points: config.emailChangeMaxPerIp, seconds: EMAIL_CHANGE_WINDOW_SECONDS },
      perAccount: { points: config.emailChangeMaxPerUser, seconds: EMAIL_CHANGE_WINDOW_SECONDS },
      code: errorCodes.tooManyEmailChanges,
      message: emailChangeMessages.tooMany,
    }),
    mailer: deps.mailer,
    publicOrigin: deps.publicOrigin,
    // Like any profile write (users.service.ts): every device's replicated profile, and with
    // it the session's user ('Sesión iniciada como …'), follows; cached sessions hold the row.
    onChanged: (user) => {
      sessions.forgetUser(user.id)
      broadcaster.publish([user.id], {
        collection: 'profile',
        documents: [toProfileFeedDoc(user)],
        checkpoint: { seq: profileSeqOf(user) },
      })
    },
    log: deps.log,
  })
  app.addHook('onClose', async () => {
    await Promise.all([passwords.drain(), emailChanges.drain()])
    deps.mailer.close()
  })
  return {
    routes: apiRoutes(
      authRoutes(deps.auth),
      passwordRoutes(passwords),
      emailChangeRoutes(emailChanges),
    ),
  }
}
