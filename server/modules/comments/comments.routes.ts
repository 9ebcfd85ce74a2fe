import type { FastifyPluginCallback } from 'fastify'
import { commentsTable as table } from '../../contract/comments.endpoint-schemas.js'
import { route } from '../../http/route.js'
import type { CommentsService } from './comments.service.js'

/** /api/comments (contract: comments.contract.ts). */
export function commentsRoutes(comments: CommentsService): FastifyPluginCallback {
  return (app, _options, done) => {
    route(app, table.list, async ({ params }) => ({
      comments: await comments.list(params.petId),
    }))
    route(app, table.post, async ({ session, params, body }, _request, reply) => {
      // Named first: the lint rule against hand-registered routes reads a `.post(a.b, …)` call
      // as one.
      const author = session.user.id
      return reply
        .code(201)
        .send({ comment: await comments.post(author, params.petId, body.content) })
    })
    route(app, table.remove, async ({ session, params }) => {
      await comments.remove(session.user.id, params.id)
      return { success: true as const }
    })
    done()
  }
}
