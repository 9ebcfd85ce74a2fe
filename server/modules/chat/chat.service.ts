import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import {
  chatMessages,
  sendMessageSchema,
  type ChatMessage,
  type MessagesPage,
  type MuteResponse,
  type ReadResponse,
  type ChatSuccessResponse,
} from '../../contract/chat.contract.js'
import { errorCodes } from '../../contract/error-codes.js'
import { HttpError } from '../../http/http-error.js'
import { writeOneByOne } from '../../db/group-commit.js'
import type { Committed, QueuedWrites, WriteTicket } from '../../http/queued-writes.js'
import { parseInput } from '../../http/validation.js'
import type { EndedMatch, MatchEndReason } from '../matches/match.model.js'
import type { MatchesService } from '../matches/matches.service.js'
import {
  MessageIdTakenError,
  NotMemberError,
  RecipientDeletedError,
  type AuthoredMessageRow,
  type ChatRepository,
  type MessageRow,
  type StoredMessage,
} from './chat.repository.js'
import type { MessagesFeed } from './messages.feed.js'

export interface ChatServiceDeps {
  repository: ChatRepository
  /** Reads and mutes commit in the group commit, with their keys' records and answers. */
  writes: QueuedWrites
  messagesFeed: MessagesFeed
  /** moves 'match' docs in the matches feed (lastMessage, unreadCount) and ends matches */
  matches: Pick<MatchesService, 'republishMatch' | 'ended'>
  log?: FastifyBaseLogger
  now?: () => Date
  hooks?: ChatHooks
}

/** A committed new message, as every node needs it to build its sockets' events. */
export interface StoredMessageEvent {
  message: ChatMessage
  row: MessageRow
  members: [string, string]
  /** the 'matches' seq the match took with it */
  matchSeq: number
}

/** What the socket layer plugs in (server/realtime/chat-events.ts). */
export interface ChatHooks {
  /**
   * After a message is stored (REST or socket), never for a resend of a stored one: the app
   * fans it out from here ('new-message' to the match room, the 'messages' and 'matches' feed
   * changes to both members), once per tick for all nodes (realtime/node-fanout.ts).
   */
  onMessageStored?: (event: StoredMessageEvent) => void
  /** After a match ended (unmatch or block): 'match-update' and closing the match room. */
  onMatchEnded?: (matchId: string, userIds: string[], reason: MatchEndReason) => void
}

/** A member's report of a chat, as it joins a batch. */
type ChatReport = Parameters<ChatRepository['reportIn']>[1]

/** A member's read or mute of a chat, as it joins a batch. */
type ChatStateWrite = Parameters<ChatRepository['chatStateIn']>[1]

const notFound = () => new HttpError(404, errorCodes.notFound, chatMessages.matchNotFound)

/**
 * A refused chat write: not a member or the match ended (404, never saying whether the match
 * exists), a message's id taken (409) or its recipient gone (410).
 */
function refusal(error: Error): HttpError | null {
  if (error instanceof NotMemberError) return notFound()
  // 410: final for the write queue (write-policy.ts), with the reason in Spanish.
  if (error instanceof RecipientDeletedError)
    return new HttpError(410, errorCodes.accountDeleted, chatMessages.recipientDeleted)
  if (error instanceof MessageIdTakenError)
    return new HttpError(409, errorCodes.conflict, chatMessages.messageIdTaken)
  return null
}

const messageOf = (stored: StoredMessage): ChatMessage =>
  toChatMessage({
    ...stored.row,
    author_name: stored.author.name,
    author_avatar: stored.author.avatar,
  })

const toChatMessage = (row: AuthoredMessageRow): ChatMessage => ({
  id: row.id,
  matchId: row.match_id,
  senderId: row.sender_id,
  content: row.content,
  createdAt: row.created_at,
  author: { id: row.sender_id, name: row.author_name, avatar: row.author_avatar },
})

/**
 * Chat of a match: messages, read state, mute, report, block. Only the two members of a live
 * match get anything; everyone else gets the same 404 as for a match that does not exist.
 * After each commit both users' sockets get the 'messages' and 'matches' feed changes.
 */
export function createChatService(deps: ChatServiceDeps) {
  const { repository, messagesFeed, matches, writes } = deps
  const clock = () => (deps.now?.() ?? new Date()).toISOString()
  let hooks: ChatHooks = deps.hooks ?? {}

  /** A hook's failure must not turn a committed write into an error answer. */
  function safely(name: string, run: () => void): void {
    try {
      run()
    } catch (error) {
      deps.log?.warn({ err: error }, `chat ${name} hook failed`)
    }
  }

  /**
   * After a committed write the match doc is already re-sequenced, so a failed live push is
   * caught up by the members' next pull: it must not answer an error for a stored change.
   */
  async function republish(
    match: Parameters<typeof matches.republishMatch>[0],
    seq: number,
    userIds: readonly string[],
  ): Promise<void> {
    try {
      await matches.republishMatch(match, seq, userIds)
    } catch (error) {
      deps.log?.warn({ err: error, matchId: match.id }, 'chat: live match republish failed')
    }
  }

  /**
   * Stores a message (validated like REST; the same id again answers the stored one) in the
   * group commit. With a ticket (REST with an Idempotency-Key) its answer commits with it and
   * a repeat of the key is answered from the record: `isReplay`, nothing runs.
   */
  async function sendQueued(
    userId: string,
    matchId: string,
    input: { id?: string; content: unknown },
    ticket?: WriteTicket | null,
  ): Promise<Committed<ChatMessage>> {
    const parsed = parseInput(sendMessageSchema, input)
    const committed = await repository.insertMessage(
      {
        id: parsed.id ?? randomUUID(),
        matchId,
        senderId: userId,
        content: parsed.content,
        now: clock(),
      },
      {
        ticket,
        answer: (stored) => ({ status: 201, body: { message: messageOf(stored) } }),
        refusal,
      },
    )
    if (committed.isReplay) return committed
    const stored = committed.output
    const message = messageOf(stored)
    if (stored.created) {
      const event: StoredMessageEvent = {
        message,
        row: stored.row,
        members: [stored.match.user_a_id, stored.match.user_b_id],
        matchSeq: stored.matchSeq,
      }
      safely('onMessageStored', () => hooks.onMessageStored?.(event))
    }
    return { isReplay: false, output: message, answer: committed.answer }
  }

  // A read or a mute takes 'matches' and, for the read's notification, 'notifications'.
  const chatStateWrites = writeOneByOne(
    'chat-states',
    ['matches', 'notifications'],
    (trx, write: ChatStateWrite) => repository.chatStateIn(trx, write),
  )

  /** Commits a read or a mute with its key; `response` is its answer once stored. */
  async function commitChatState<Response>(
    write: ChatStateWrite,
    response: Response,
    ticket: WriteTicket | null | undefined,
  ) {
    const committed = await writes.commit(chatStateWrites, write, {
      ticket,
      answer: () => ({ status: 200, body: response }),
      refusal,
    })
    if (committed.isReplay) return committed
    repository.announce(committed.output.notices)
    return { ...committed, output: { written: committed.output, response } }
  }

  const success = { status: 200, body: { success: true } satisfies ChatSuccessResponse }
  const reportWrites = writeOneByOne('chat-reports', [], (trx, report: ChatReport) =>
    repository.reportIn(trx, report),
  )
  const blockWrites = writeOneByOne(
    'chat-blocks',
    ['matches', 'messages'],
    (trx, block: { userId: string; matchId: string; now: string }) =>
      repository.blockIn(trx, block),
  )

  return {
    /** Whether `userId` is in the live match; their name for typing events. */
    async isMember(userId: string, matchId: string): Promise<{ userName: string } | null> {
      const found = await repository.membership(userId, matchId)
      return found ? { userName: found.userName } : null
    },

    sendQueued,

    /** sendQueued for the socket layer, which has no key: the stored message. */
    async send(
      userId: string,
      matchId: string,
      input: { id?: string; content: unknown },
    ): Promise<ChatMessage> {
      const committed = await sendQueued(userId, matchId, input)
      if (committed.isReplay) throw new Error('a write without a key cannot be a replay')
      return committed.output
    },

    async page(
      userId: string,
      matchId: string,
      query: { before?: string | undefined; limit: number },
    ): Promise<MessagesPage> {
      if (!(await repository.membership(userId, matchId))) throw notFound()
      const rows = await repository.page(matchId, query.before, query.limit)
      return { messages: rows.map(toChatMessage) }
    },

    /** 200 { success, unreadCount: 0 }, committed with its key's answer. */
    async markRead(
      userId: string,
      matchId: string,
      ticket?: WriteTicket | null,
    ): Promise<Committed<ReadResponse>> {
      const committed = await commitChatState<ReadResponse>(
        { op: 'read', userId, matchId, now: clock() },
        { success: true, unreadCount: 0 },
        ticket,
      )
      if (committed.isReplay) return committed
      const { match, matchSeq } = committed.output.written
      await republish(match, matchSeq, [match.user_a_id, match.user_b_id])
      return { ...committed, output: committed.output.response }
    },

    /** 200 { success, muted }, committed with its key's answer. */
    async mute(
      userId: string,
      matchId: string,
      muted: boolean,
      ticket?: WriteTicket | null,
    ): Promise<Committed<MuteResponse>> {
      const committed = await commitChatState<MuteResponse>(
        { op: 'mute', userId, matchId, muted, now: clock() },
        { success: true, muted },
        ticket,
      )
      if (committed.isReplay) return committed
      const { match, matchSeq } = committed.output.written
      // Only the viewer's doc changed; the other member pulls the bumped seq with nothing new.
      await republish(match, matchSeq, [userId])
      return { ...committed, output: committed.output.response }
    },

    /** Whether the user muted the match: no notifications for it. */
    isMuted: (userId: string, matchId: string) => repository.isMuted(userId, matchId),

    /** 200 { success }, committed with its key's answer. */
    report: (
      userId: string,
      matchId: string,
      reason: string,
      ticket?: WriteTicket | null,
    ): Promise<Committed<void>> =>
      writes.commit(
        reportWrites,
        { id: randomUUID(), matchId, reporterId: userId, reason, now: clock() },
        { ticket, answer: () => success, refusal },
      ),

    /** 200 { success }, committed with its key's answer; then both members hear it ended. */
    async block(
      userId: string,
      matchId: string,
      ticket?: WriteTicket | null,
    ): Promise<Committed<unknown>> {
      const committed = await writes.commit(
        blockWrites,
        { userId, matchId, now: clock() },
        { ticket, answer: () => success, refusal },
      )
      if (!committed.isReplay) await matches.ended(committed.output, 'blocked')
      return committed
    },

    /** Called on the matches service's onMatchEnded: tombstones live, then the socket hook. */
    async afterMatchEnded(ended: EndedMatch, reason: MatchEndReason): Promise<void> {
      await messagesFeed.publishEnded(ended)
      const { match } = ended
      safely('onMatchEnded', () =>
        hooks.onMatchEnded?.(match.id, [match.user_a_id, match.user_b_id], reason),
      )
    },

    /** The socket layer plugs in once its gateway exists (replaces the previous hooks). */
    setHooks(next: ChatHooks): void {
      hooks = next
    },
  }
}

export type ChatService = ReturnType<typeof createChatService>
