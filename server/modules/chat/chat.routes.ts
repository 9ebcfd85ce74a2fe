import type { FastifyPluginCallback } from 'fastify'
import {
  messagesQuerySchema,
  muteSchema,
  reportSchema,
  type ChatSuccessResponse,
  type MessagesPage,
  type MuteResponse,
  type ReadResponse,
} from '../../contract/chat.contract.js'
import { sendCommitted } from '../../http/queued-writes.js'
import { parseInput } from '../../http/validation.js'
import { requireSession } from '../../auth/auth.guard.js'
import type { ChatService } from './chat.service.js'

interface IdParams {
  id: string
}

/**
 * A message body is at most 2,000 characters: even fully \u-escaped that is under 16 KiB of
 * JSON, so anything bigger is refused (413) before it is read, let alone parsed.
 */
const MESSAGE_BODY_LIMIT = 16 * 1024
const SMALL_BODY_LIMIT = 4 * 1024

/** Ids longer than any we make cannot exist: no need to ask the database. */

/** /api/matches/{id}/messages, read, mute, report, block (contract: chat.contract.ts). */
export function chatRoutes(chat: ChatService): FastifyPluginCallback {
  return (app, _options, done) => {
    app.get<{ Params: IdParams }>(
      '/matches/:id/messages',
      async (request): Promise<MessagesPage> => {
        const viewer = requireSession(request).user.id
        const query = parseInput(messagesQuerySchema, request.query)
        return chat.page(viewer, request.params.id, query)
      },
    )

    // 201 { message } (SendMessageResponse), as its key stored it.
    app.post<{ Params: IdParams }>(
      '/matches/:id/messages',
      { bodyLimit: MESSAGE_BODY_LIMIT, config: { groupCommit: true } },
      async (request, reply) => {
        const sender = requireSession(request).user.id
        // The service validates it (the socket layer hands it raw payloads too).
        const body = request.body as { id?: string; content: unknown }
        const committed = await chat.sendQueued(
          sender,
          request.params.id,
          body,
          request.writeTicket,
        )
        return sendCommitted(reply, committed)
      },
    )

    app.put<{ Params: IdParams }>(
      '/matches/:id/read',
      { bodyLimit: SMALL_BODY_LIMIT },
      async (request): Promise<ReadResponse> => {
        const viewer = requireSession(request).user.id
        return chat.markRead(viewer, request.params.id)
      },
    )

    app.post<{ Params: IdParams }>(
      '/matches/:id/mute',
      { bodyLimit: SMALL_BODY_LIMIT },
      async (request): Promise<MuteResponse> => {
        const viewer = requireSession(request).user.id
        const { muted } = parseInput(muteSchema, request.body)
        return chat.mute(viewer, request.params.id, muted)
      },
    )

    app.post<{ Params: IdParams }>(
      '/matches/:id/report',
      { bodyLimit: SMALL_BODY_LIMIT },
      async (request): Promise<ChatSuccessResponse> => {
        const viewer = requireSession(request).user.id
        const { reason } = parseInput(reportSchema, request.body)
        return chat.report(viewer, request.params.id, reason)
      },
    )

    app.post<{ Params: IdParams }>(
      '/matches/:id/block',
      { bodyLimit: SMALL_BODY_LIMIT },
      async (request): Promise<ChatSuccessResponse> => {
        const viewer = requireSession(request).user.id
        return chat.block(viewer, request.params.id)
      },
    )
    done()
  }
}
