import type { FastifyPluginCallback } from 'fastify'
import {
  commentInputSchema,
  type CommentResponse,
  type CommentsResponse,
} from '../../contract/comments.contract.js'
import type { SuccessResponse } from '../../contract/matches.contract.js'
import { parseInput } from '../../http/validation.js'
import { requireSession } from '../../auth/auth.guard.js'
import type { CommentsService } from './comments.service.js'

/** /api/comments (contract: comments.contract.ts). */
export function commentsRoutes(comments: CommentsService): FastifyPluginCallback {
  return (app, _options, done) => {
    app.get<{ Params: { petId: string } }>(
      '/comments/pet/:petId',
      async (request): Promise<CommentsResponse> => {
        requireSession(request)
        return { comments: await comments.list(request.params.petId) }
      },
    )

    app.post<{ Params: { petId: string } }>('/comments/pet/:petId', async (request, reply) => {
      const userId = requireSession(request).user.id
      const petId = request.params.petId
      const { content } = parseInput(commentInputSchema, request.body)
      const response: CommentResponse = { comment: await comments.post(userId, petId, content) }
      return reply.code(201).send(response)
    })

    app.delete<{ Params: { id: string } }>(
      '/comments/:id',
      async (request): Promise<SuccessResponse> => {
        await comments.remove(requireSession(request).user.id, request.params.id)
        return { success: true }
      },
    )
    done()
  }
}
