import type { FastifyPluginCallback } from 'fastify'
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  resetTokenSchema,
} from '../../contract/password.contract.js'
import { requireSession } from '../../auth/auth.guard.js'
import { parseInput } from '../../http/validation.js'
import type { PasswordService } from './password.service.js'

export function passwordRoutes(passwords: PasswordService): FastifyPluginCallback {
  return (app, _options, done) => {
    // Not queued by the client: a password is never stored on the device to send later.
    app.post('/auth/password', async (request, reply) => {
      const data = parseInput(changePasswordSchema, request.body)
      await passwords.changePassword(requireSession(request), data, request.ip)
      return reply.code(204).send()
    })

    app.post('/auth/logout-all', async (request, reply) => {
      await passwords.signOutEverywhere(requireSession(request))
      return reply.code(204).send()
    })

    app.post('/auth/forgot-password', { config: { public: true } }, async (request, reply) => {
      const { email } = parseInput(forgotPasswordSchema, request.body)
      return reply.code(202).send(await passwords.requestReset(email, request.ip))
    })

    app.post('/auth/reset-password/check', { config: { public: true } }, async (request, reply) => {
      const { token } = parseInput(resetTokenSchema, request.body)
      await passwords.checkResetLink(token)
      return reply.code(204).send()
    })

    app.post('/auth/reset-password', { config: { public: true } }, async (request, reply) => {
      const { token, password } = parseInput(resetPasswordSchema, request.body)
      await passwords.resetPassword(token, password)
      return reply.code(204).send()
    })
    done()
  }
}
