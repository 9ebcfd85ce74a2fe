import type { FastifyPluginCallback } from 'fastify'
import type { UserStatsResponse } from '../../contract/users.contract.js'
import { requireSession } from '../auth/auth.guard.js'
import type { UsersService } from './users.service.js'

export function usersRoutes(users: UsersService): FastifyPluginCallback {
  return (app, _options, done) => {
    app.get('/users/stats', async (request) => {
      const response: UserStatsResponse = await users.stats(requireSession(request).user.id)
      return response
    })
    done()
  }
}
