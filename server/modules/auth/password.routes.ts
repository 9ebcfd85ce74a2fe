import type { FastifyPluginCallback } from 'fastify'
import { authTable as table } from '../../contract/auth.endpoint-schemas.js'
import { route } from '../../http/route.js'
import type { PasswordService } from './password.service.js'

export function passwordRoutes(passwords: PasswordService): FastifyPluginCallback {
  return (app, _options, done) => {
    // Not queued by the client: a password is never stored on the device to send later.
    route(app, table.changePassword, async ({ session, body }, request, reply) => {
      await passwords.changePassword(session, body, request.ip)
      return reply.code(204).send()
    })
    route(app, table.logoutAll, async ({ session }, _request, reply) => {
      await passwords.signOutEverywhere(session)
      return reply.code(204).send()
    })
    route(app, table.forgotPassword, async ({ body }, request, reply) =>
      reply.code(202).send(await passwords.requestReset(body.email, request.ip)),
    )
    route(app, table.checkResetLink, async ({ body }, _request, reply) => {
      await passwords.checkResetLink(body.token)
      return reply.code(204).send()
    })
    route(app, table.resetPassword, async ({ body }, _request, reply) => {
      await passwords.resetPassword(body.token, body.password)
      return reply.code(204).send()
    })
    done()
  }
}
