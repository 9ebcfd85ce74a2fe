import type { FastifyPluginCallback } from 'fastify'
import {
  emailChangeSchema,
  emailChangeTokenSchema,
  type EmailChangeConfirmed,
  type EmailChangeRequested,
} from '../../contract/email-change.contract.js'
import { requireSession } from '../../auth/auth.guard.js'
import { parseInput } from '../../http/validation.js'
import type { EmailChangeService } from './email-change.service.js'

export function emailChangeRoutes(changes: EmailChangeService): FastifyPluginCallback {
  return (app, _options, done) => {
    // Not queued by the client: the password it carries is never stored on the device.
    app.post('/auth/email', async (request, reply) => {
      const data = parseInput(emailChangeSchema, request.body)
      const answer: EmailChangeRequested = await changes.requestChange(
        requireSession(request),
        data,
        request.ip,
      )
      return reply.code(202).send(answer)
    })

    // Public: the link is opened from a mailbox, maybe on a device never signed in here; the
    // token itself is the proof (and the password was checked when the change was asked for).
    app.post('/auth/email/confirm', { config: { public: true } }, async (request) => {
      const { token } = parseInput(emailChangeTokenSchema, request.body)
      const answer: EmailChangeConfirmed = await changes.confirm(token)
      return answer
    })
    done()
  }
}
