import type { CommentInput, CommentResponse, CommentsResponse } from './comments.contract.js'
import { endpoints, shape } from './endpoint.js'
import type { SuccessResponse } from './matches.contract.js'

/** /api/comments (rules: comments.contract.ts); network-only, never kept on the device. */
export const commentsEndpoints = endpoints({
  list: {
    method: 'GET',
    path: '/api/comments/pet/:petId',
    auth: 'user',
    delivery: 'read',
    summary: "A pet's comments, newest first",
    ...shape<CommentsResponse>(),
  },
  post: {
    method: 'POST',
    path: '/api/comments/pet/:petId',
    auth: 'user',
    delivery: 'online',
    summary: 'Comments on a pet (201)',
    ...shape<CommentResponse, CommentInput>(),
  },
  remove: {
    method: 'DELETE',
    path: '/api/comments/:id',
    auth: 'user',
    delivery: 'online',
    summary: "Deletes one of the caller's own comments",
    ...shape<SuccessResponse>(),
  },
})
