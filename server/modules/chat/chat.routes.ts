import type { FastifyPluginCallback } from 'fastify'
import { chatTable as table } from '../../contract/chat.endpoint-schemas.js'
import { sendCommitted } from '../../http/queued-writes.js'
import { queuedRoute, route } from '../../http/route.js'
import type { ChatService } from './chat.service.js'

/**
 * A message body is at most 2,000 characters: even fully \u-escaped that is under 16 KiB of
 * JSON, so anything bigger is refused (413) before it is read, let alone parsed.
 */
const MESSAGE_BODY_LIMIT = 16 * 1024
const SMALL_BODY_LIMIT = 4 * 1024
const small = { bodyLimit: SMALL_BODY_LIMIT }

/** /api/matches/{id}/messages, read, mute, report, block (contract: chat.contract.ts). */
export function chatRoutes(chat: ChatService): FastifyPluginCallback {
  return (app, _options, done) => {
    route(app, table.messages, ({ session, params, query }) =>
      chat.page(session.user.id, params.id, query),
    )
    // 201 { message } (SendMessageResponse), as its key stored it.
    route(
      app,
      table.send,
      async ({ session, params }, request, reply) => {
        // The service validates it (the socket layer hands it raw payloads too).
        const body = request.body as { id?: string; content: unknown }
        const committed = await chat.sendQueued(
          session.user.id,
          params.id,
          body,
          request.writeTicket,
        )
        return sendCommitted(reply, committed)
      },
      { bodyLimit: MESSAGE_BODY_LIMIT, config: { groupCommit: true } },
    )
    // Queued writes in the group commit: the answer is the one their key stored.
    queuedRoute(
      app,
      table.read,
      async ({ session, params }, request) =>
        chat.markRead(session.user.id, params.id, request.writeTicket),
      small,
    )
    queuedRoute(
      app,
      table.mute,
      async ({ session, params, body }, request) =>
        chat.mute(session.user.id, params.id, body.muted, request.writeTicket),
      small,
    )
    queuedRoute(
      app,
      table.report,
      async ({ session, params, body }, request) =>
        chat.report(session.user.id, params.id, body.reason, request.writeTicket),
      small,
    )
    queuedRoute(
      app,
      table.block,
      async ({ session, params }, request) =>
        chat.block(session.user.id, params.id, request.writeTicket),
      small,
    )
    done()
  }
}
