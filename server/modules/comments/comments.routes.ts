import type { FastifyPluginCallback } from 'fastify'
import { commentsTable as table } from '../../contract/comments.endpoint-schemas.js'
import { queuedRoute, route } from '../../http/route.js'
import type { CommentsService } from './comments.service.js'

/** /api/comments (contract: comments.contract.ts). */
export function commentsRoutes(comments: CommentsService): FastifyPluginCallback {
  return (app, _options, done) => {
    route(app, table.list, async ({ params }) => ({
      comments: await comments.list(params.petId),
    }))
    queuedRoute(app, table.post, async ({ session, params, body }, request) => {
      // Named first: the lint rule against hand-registered routes reads a `.post(a.b, …)`
      // call as one.
      const author = session.user.id
      return comments.post(author, params.petId, body.content, request.writeTicket)
    })
    queuedRoute(app, table.remove, async ({ session, params }, request) =>
      comments.remove(session.user.id, params.id, request.writeTicket),
    )
    done()
  }
}
