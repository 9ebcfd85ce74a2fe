import type { FastifyPluginCallback } from 'fastify'
import { commentsTable as table } from '../../contract/comments.endpoint-schemas.js'
import { sendCommitted } from '../../http/queued-writes.js'
import { route } from '../../http/route.js'
import type { CommentsService } from './comments.service.js'

/** /api/comments (contract: comments.contract.ts). */
export function commentsRoutes(comments: CommentsService): FastifyPluginCallback {
  return (app, _options, done) => {
    route(app, table.list, async ({ params }) => ({
      comments: await comments.list(params.petId),
    }))
    // Queued writes: the answer is the one their key stored (http/queued-writes.ts).
    const queued = { config: { groupCommit: true } }
    route(
      app,
      table.post,
      async ({ session, params, body }, request, reply) => {
        // Named first: the lint rule against hand-registered routes reads a `.post(a.b, …)`
        // call as one.
        const author = session.user.id
        return sendCommitted(
          reply,
          await comments.post(author, params.petId, body.content, request.writeTicket),
        )
      },
      queued,
    )
    route(
      app,
      table.remove,
      async ({ session, params }, request, reply) =>
        sendCommitted(
          reply,
          await comments.remove(session.user.id, params.id, request.writeTicket),
        ),
      queued,
    )
    done()
  }
}
