import type { FastifyPluginCallback } from 'fastify'
import { deleteAccountSchema, EXPORT_FILE_NAME } from '../../contract/privacy.contract.js'
import { requireSession } from '../../auth/auth.guard.js'
import { parseInput } from '../../http/validation.js'
import type { AccountService } from './account.service.js'

/** GET /api/users/export and POST /api/users/delete-account (contract: privacy.contract.ts). */
export function accountRoutes(account: AccountService): FastifyPluginCallback {
  return (app, _options, done) => {
    app.get('/users/export', async (request, reply) => {
      const userId = requireSession(request).user.id
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .send(account.exportStream(userId))
    })

    // Not queued by the client: online only, and the password is never stored to send later.
    app.post('/users/delete-account', async (request, reply) => {
      const { password } = parseInput(deleteAccountSchema, request.body)
      await account.deleteAccount(requireSession(request), password, request.ip)
      return reply.code(204).send()
    })
    done()
  }
}
