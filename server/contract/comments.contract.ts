/**
 * Wire contract of comments on pets (spec §5 'Comment').
 *
 * - GET    /api/comments/pet/{petId}  → CommentsResponse, newest first (a live pet, else 404)
 * - POST   /api/comments/pet/{petId}  CommentInput → 201 CommentResponse
 * - DELETE /api/comments/{id}         → SuccessResponse; only the author (else 403)
 *
 * Content is trimmed, then must hold 1 to 500 characters. Any signed-in user may read and
 * comment on any live pet.
 */
import { z } from 'zod'
import { commentMessages, commentRules } from './comments.messages.js'
import { requiredText } from './text-fields.js'

export * from './comments.messages.js'

export const commentInputSchema = z.object({
  content: requiredText(
    commentMessages.contentRequired,
    commentRules.contentMaxLength,
    commentMessages.contentTooLong,
  ),
})
export type CommentInput = z.input<typeof commentInputSchema>

export interface Comment {
  id: string
  petId: string
  content: string
  createdAt: string
  author: { id: string; name: string; avatar: string | null }
}

export interface CommentsResponse {
  comments: Comment[]
}

export interface CommentResponse {
  comment: Comment
}
