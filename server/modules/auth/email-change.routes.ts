import type { FastifyPluginCallback } from 'fastify'
import { authTable as table } from '../../contract/auth.endpoint-schemas.js'
import { route } from '../../http/route.js'
import type { EmailChangeService } from './email-change.service.js'

export function emailChangeRoutes(changes: EmailChangeService): FastifyPluginCallback {
  return (app, _options, done) => {
    // Not queued by the client: the password it carries is never stored on the device.
    route(app, table.requestEmailChange, async ({ session, body }, request, reply) =>
      reply.code(202).send(await changes.requestChange(session, body, request.ip)),
    )
    // Public: the link is opened from a mailbox, maybe on a device never signed in here; the
    // token itself is the proof (and the password was checked when the change was asked for).
    route(app, table.confirmEmailChange, ({ body }) => changes.confirm(body.token))
    done()
  }
}
