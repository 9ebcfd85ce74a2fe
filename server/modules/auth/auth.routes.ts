import type { FastifyPluginCallback } from 'fastify'
import {
  loginSchema,
  registerSchema,
  type AuthResponse,
  type MeResponse,
} from '../../contract/auth.contract.js'
import { parseInput } from '../../http/validation.js'
import { toPublicUser } from '../users/public-user.js'
import { requireSession } from '../../auth/auth.guard.js'
import type { AuthService } from './auth.service.js'

export function authRoutes(auth: AuthService): FastifyPluginCallback {
  return (app, _options, done) => {
    app.post('/auth/register', { config: { public: true } }, async (request, reply) => {
      const response: AuthResponse = await auth.register(
        parseInput(registerSchema, request.body),
        request.ip,
      )
      return reply.code(201).send(response)
    })

    app.post('/auth/login', { config: { public: true } }, async (request) => {
      const response: AuthResponse = await auth.login(
        parseInput(loginSchema, request.body),
        request.ip,
      )
      return response
    })

    // The client's "is my stored session still good?" check at start.
    app.get('/auth/me', (request, reply) => {
      const response: MeResponse = { user: toPublicUser(requireSession(request).user) }
      return reply.send(response)
    })

    app.post('/auth/logout', async (request, reply) => {
      await auth.logout(requireSession(request))
      return reply.code(204).send()
    })
    done()
  }
}
