import type { Comment } from '@contract/comments.contract'
import { commentsEndpoints as endpoints } from '@contract/comments.endpoints'
import { call, send } from '../../api/call'
import { errorMessage, isNetworkError } from '../../api/http'

/**
 * Comments are network-only (spec §7 'Comments'): no collection keeps them on the device, so
 * every call goes straight to the server and fails plainly when there is no connection.
 */
export type { Comment }

export type CommentCallResult<T> = { ok: true; value: T } | { ok: false; message: string }

async function failure(error: unknown, fallback: string): Promise<{ ok: false; message: string }> {
  // The spec's own text when the server did not answer; its message when it did.
  return {
    ok: false,
    message: isNetworkError(error) ? fallback : await errorMessage(error, fallback),
  }
}

/** Newest first, as the server answers. */
export async function fetchComments(
  petId: string,
  fallback: string,
): Promise<CommentCallResult<Comment[]>> {
  try {
    const body = await call(endpoints.list, { params: { petId } })
    return { ok: true, value: body.comments }
  } catch (error) {
    return failure(error, fallback)
  }
}

export async function postComment(
  petId: string,
  content: string,
  fallback: string,
): Promise<CommentCallResult<Comment>> {
  try {
    const body = await call(endpoints.post, { params: { petId }, json: { content } })
    return { ok: true, value: body.comment }
  } catch (error) {
    return failure(error, fallback)
  }
}

export async function deleteComment(
  id: string,
  fallback: string,
): Promise<CommentCallResult<null>> {
  try {
    await send(endpoints.remove, { params: { id } })
    return { ok: true, value: null }
  } catch (error) {
    return failure(error, fallback)
  }
}
