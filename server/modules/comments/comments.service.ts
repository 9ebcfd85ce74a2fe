import { randomUUID } from 'node:crypto'
import { commentMessages, type Comment } from '../../contract/comments.contract.js'
import { errorCodes } from '../../contract/error-codes.js'
import { writeOneByOne, type BatchTransaction } from '../../db/group-commit.js'
import { HttpError } from '../../http/http-error.js'
import type { QueuedWrites, WriteTicket } from '../../http/queued-writes.js'
import {
  createCommentsRepository,
  type CommentRow,
  type CommentsRepository,
} from './comments.repository.js'

export interface CommentsServiceDeps {
  repository: CommentsRepository
  /** Posts and deletes commit in the group commit, with their keys' records and answers. */
  writes: QueuedWrites
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

/** A comment posted or deleted, as it joins a batch. */
type CommentWrite =
  | { op: 'post'; userId: string; petId: string; content: string; now: string }
  | { op: 'remove'; userId: string; commentId: string }

/**
 * Comments on live pets: anyone signed in reads and writes; only the author deletes. Posts and
 * deletes join the group commit with their keys' answers, so a post resent after a crash is
 * stored once even though the client makes no id for it.
 */
export function createCommentsService(deps: CommentsServiceDeps) {
  const { repository } = deps
  const now = () => (deps.now?.() ?? new Date()).toISOString()

  async function writeIn(trx: BatchTransaction, write: CommentWrite): Promise<Comment | null> {
    const comments = createCommentsRepository(trx)
    if (write.op === 'post') {
      if (!(await comments.isLivePet(write.petId))) throw petNotFound()
      const { userId, petId, content } = write
      return toComment(
        await comments.insert({ id: randomUUID(), petId, userId, content, now: write.now }),
      )
    }
    const author = await comments.authorOf(write.commentId)
    if (author === undefined) throw commentNotFound()
    if (author !== write.userId)
      throw new HttpError(403, errorCodes.forbidden, commentMessages.notAuthor)
    if (!(await comments.deleteByAuthor(write.commentId, write.userId))) throw commentNotFound()
    return null
  }
  // Comments are in no feed: they take no change counter.
  const commentWrites = writeOneByOne('comments', [], writeIn)

  const commit = (write: CommentWrite, ticket: WriteTicket | null | undefined) =>
    deps.writes.commit(commentWrites, write, {
      ticket,
      answer: (comment) =>
        comment ? { status: 201, body: { comment } } : { status: 200, body: { success: true } },
    })

  return {
    async list(petId: string): Promise<Comment[]> {
      if (!(await repository.isLivePet(petId))) throw petNotFound()
      return (await repository.listForPet(petId)).map(toComment)
    },

    /** 201 { comment }; `content` is already trimmed and within 1..500 characters. */
    post: (userId: string, petId: string, content: string, ticket?: WriteTicket | null) =>
      commit({ op: 'post', userId, petId, content, now: now() }, ticket),

    /** 200 { success }: only the author deletes. */
    remove: (userId: string, commentId: string, ticket?: WriteTicket | null) =>
      commit({ op: 'remove', userId, commentId }, ticket),
  }
}

export type CommentsService = ReturnType<typeof createCommentsService>
