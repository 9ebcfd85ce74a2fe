import type { FastifyPluginCallback } from 'fastify'
import { authTable as table } from '../../contract/auth.endpoint-schemas.js'
import { route } from '../../http/route.js'
import { toPublicUser } from '../users/public-user.js'
import type { AuthService } from './auth.service.js'

export function authRoutes(auth: AuthService): FastifyPluginCallback {
  return (app, _options, done) => {
    route(app, table.register, async ({ body }, request, reply) =>
      reply.code(201).send(await auth.register(body, request.ip)),
    )
    route(app, table.login, ({ body }, request) => auth.login(body, request.ip))
    // The client's "is my stored session still good?" check at start.
    route(app, table.me, ({ session }) => ({ user: toPublicUser(session.user) }))
    route(app, table.logout, async ({ session }, _request, reply) => {
      await auth.logout(session)
      return reply.code(204).send()
    })
    done()
  }
}
