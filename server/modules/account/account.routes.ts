import type { FastifyPluginCallback } from 'fastify'
import { EXPORT_FILE_NAME } from '../../contract/privacy.contract.js'
import { usersTable as table } from '../../contract/users.endpoint-schemas.js'
import { route } from '../../http/route.js'
import type { AccountService } from './account.service.js'

/** GET /api/users/export and POST /api/users/delete-account (contract: privacy.contract.ts). */
export function accountRoutes(account: AccountService): FastifyPluginCallback {
  return (app, _options, done) => {
    route(app, table.export, ({ session }, _request, reply) =>
      reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${EXPORT_FILE_NAME}"`)
        .send(account.exportStream(session.user.id)),
    )
    // Not queued by the client: online only, and the password is never stored to send later.
    route(app, table.deleteAccount, async ({ session, body }, request, reply) => {
      await account.deleteAccount(session, body.password, request.ip)
      return reply.code(204).send()
    })
    done()
  }
}
