import { randomUUID } from 'node:crypto'
import { commentMessages, type Comment } from '../../contract/comments.contract.js'
import { errorCodes } from '../../contract/error-codes.js'
import { HttpError } from '../../http/http-error.js'
import type { CommentRow, CommentsRepository } from './comments.repository.js'

export interface CommentsServiceDeps {
  repository: CommentsRepository
  now?: () => Date
}

const petNotFound = () => new HttpError(404, errorCodes.notFound, commentMessages.petNotFound)
const commentNotFound = () => new HttpError(404, errorCodes.notFound, commentMessages.notFound)

function toComment(row: CommentRow): Comment {
  return {
    id: row.id,
    petId: row.pet_id,
    content: row.content,
    createdAt: row.created_at,
    author: { id: row.user_id, name: row.author_name, avatar: row.author_avatar },
  }
}

/** Comments on live pets: anyone signed in reads and writes; only the author deletes. */
export function createCommentsService(deps: CommentsServiceDeps) {
  const { repository } = deps
  const now = () => (deps.now?.() ?? new Date()).toISOString()

  return {
    async list(petId: string): Promise<Comment[]> {
      if (!(await repository.isLivePet(petId))) throw petNotFound()
      return (await repository.listForPet(petId)).map(toComment)
    },

    /** `content` is already trimmed and within 1..500 characters (commentInputSchema). */
    async post(userId: string, petId: string, content: string): Promise<Comment> {
      if (!(await repository.isLivePet(petId))) throw petNotFound()
      const row = await repository.insert({ id: randomUUID(), petId, userId, content, now: now() })
      return toComment(row)
    },

    async remove(userId: string, commentId: string): Promise<void> {
      const author = await repository.authorOf(commentId)
      if (author === undefined) throw commentNotFound()
      if (author !== userId)
        throw new HttpError(403, errorCodes.forbidden, commentMessages.notAuthor)
      // Deleted meanwhile by a concurrent request of the author: the same end state.
      if (!(await repository.deleteByAuthor(commentId, userId))) throw commentNotFound()
    },
  }
}

export type CommentsService = ReturnType<typeof createCommentsService>
