import type { FastifyBaseLogger } from 'fastify'
import type { Socket } from 'socket.io'
import { errorCodes } from '../contract/error-codes.js'
import { serverMessages } from '../contract/errors.js'
import {
  chatEventNames,
  chatMessages,
  type ChatAck,
  type ChatAckError,
  type ChatMessage,
  type MatchUpdate,
} from '../contract/chat.messages.js'
import { matchMessages } from '../contract/matches.messages.js'
import {
  matchRoomPayload,
  sendMessagePayload,
  type ClientToServerEvents,
  type InterServerEvents,
  type ServerToClientEvents,
} from '../contract/socket-events.js'
import { HttpError } from '../http/http-error.js'
import type { PairedLimit } from '../http/rate-limits.js'
import { userRoom, type RealtimeServer, type SocketData } from './gateway.js'

/**
 * The chat half of socket.io (product-spec §4 'Socket'): rooms per match, messages, typing.
 *
 * Client → server: join-match / leave-match {matchId}, send-message {matchId, content, id?},
 * typing-start / typing-stop {matchId}. Every event may carry an ack callback, answered with
 * `{ ok: true, ... }` or `{ ok: false, error, message }` (the REST error shape plus `ok`).
 * Server → client: new-message {message} and user-typing / user-stop-typing to room
 * `match:<id>`, match-update {matchId, reason}.
 *
 * Sockets are hostile input: every payload is parsed by its schema in contract/socket-events.ts
 * (the event map both sides are typed with), a refused event has no effect,
 * and no handler throws (a rejected promise is logged and answered as `internal`). Only members
 * (ChatPort.isMember) join a match room, so a foreign socket never hears its messages or
 * typing. A stored message reaches the room through `emitNewMessage`, which the chat service's
 * onMessage hook calls for REST and socket sends alike, so both paths behave the same. With the
 * Redis adapter, rooms and emits span every node.
 */

/** The part of the chat service the socket layer uses (server/modules/chat). */
export interface ChatPort {
  /** null for an unknown match or one the user is not (or no longer) a member of */
  isMember(userId: string, matchId: string): Promise<{ userName: string } | null>
  /** Validates and stores like REST (idempotent on `id`); throws HttpError on a refusal. */
  send(
    userId: string,
    matchId: string,
    input: { id?: string; content: unknown },
  ): Promise<ChatMessage>
}

export { chatEventNames, type ChatAck, type ChatAckError, type MatchUpdate }

export interface ChatEvents {
  /** Sends a stored message to its match room (wire this into the chat service's onMessage). */
  /** `local`: to this node's sockets in the room only (a node-fanout delivery). */
  emitNewMessage(message: ChatMessage, options?: { local?: boolean }): void
  /** Tells the match room, and the given users wherever they are, that the match changed. */
  emitMatchUpdate(update: MatchUpdate, userIds?: readonly string[]): void
  /** Makes every socket, on every node, leave the match room (after an unmatch or a block). */
  closeMatchRoom(matchId: string): void
}

export const matchRoom = (matchId: string) => `match:${matchId}`

/**
 * join-match asks the database each time: a socket may join this many in a burst, then one
 * more per JOIN_REFILL_MS (a client joins the open chat, again after each reconnect).
 */
const JOIN_BURST = 10
const JOIN_REFILL_MS = 500

/** A token bucket per socket: whether one more join may go through now. */
function joinBudget(now: () => number = Date.now) {
  let tokens = JOIN_BURST
  let last = now()
  return () => {
    const at = now()
    tokens = Math.min(JOIN_BURST, tokens + (at - last) / JOIN_REFILL_MS)
    last = at
    if (tokens < 1) return false
    tokens -= 1
    return true
  }
}

type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>
type Ack = (body: ChatAck<object>) => void

/** A refused event's ack: the REST error shape plus `ok: false`. */
const ackError = (error: string, message: string): ChatAckError => ({ ok: false, error, message })

const invalid = ackError(errorCodes.invalidBody, serverMessages.invalidBody)
const notFound = ackError(errorCodes.notFound, matchMessages.matchNotFound)
const tooManyJoins = ackError(errorCodes.tooManyRequests, chatMessages.tooManyJoins)
const internal = ackError(errorCodes.internal, serverMessages.internal)

/**
 * `joinLimit` is the server-wide socket-join limit (per address and per user, shared through
 * Redis): the per-socket budget above cannot stop a client that opens a new socket for each
 * burst.
 */
export function attachChatEvents(
  io: RealtimeServer,
  chat: ChatPort,
  log: FastifyBaseLogger,
  joinLimit: Pick<PairedLimit, 'consume'>,
): ChatEvents {
  io.on('connection', (socket: ChatSocket) => {
    // Names shown in typing notices, per joined match (the room itself is the membership).
    const names = new Map<string, string>()
    const mayJoin = joinBudget()
    const userId = socket.data.userId
    const isInRoom = (matchId: string) => socket.rooms.has(matchRoom(matchId))
    // Matches this socket said it is typing in, so that leaving or disconnecting ends the
    // notice: otherwise the other member would see 'escribiendo...' until they reload.
    const typingIn = new Set<string>()
    // Not to the sender's own other tabs either: nobody needs to see themselves typing.
    const others = (matchId: string) => socket.to(matchRoom(matchId)).except(userRoom(userId))
    const stopTyping = (matchId: string) => {
      typingIn.delete(matchId)
      others(matchId).emit(chatEventNames.userStopTyping, { matchId, userId })
    }
    socket.on('disconnecting', () => {
      try {
        for (const matchId of typingIn) if (isInRoom(matchId)) stopTyping(matchId)
      } catch (error) {
        // Inside socket.io's close path: a throw here would escape into the engine.
        log.warn({ err: error, userId }, 'typing stop at disconnect not sent')
      }
    })

    /**
     * Registers a handler that receives the payload and answers the ack, if the client sent
     * one (socket.io passes it as the last argument; a client cannot send a function otherwise).
     */
    const handle = (
      event: keyof ClientToServerEvents,
      handler: (payload: unknown) => ChatAck<object> | Promise<ChatAck<object>>,
    ) => {
      socket.on(event, (...args: unknown[]) => {
        const last = args.at(-1)
        const ack = typeof last === 'function' ? (last as Ack) : null
        const payload = ack ? (args.length > 1 ? args[0] : undefined) : args[0]
        void (async () => {
          let body: ChatAck<object>
          try {
            body = await handler(payload)
          } catch (error) {
            log.error({ err: error, event, userId }, 'chat socket event failed')
            body = internal
          }
          // An ack must never become an unhandled rejection that takes the process down.
          try {
            ack?.(body)
          } catch (error) {
            log.warn({ err: error, event }, 'chat socket ack failed')
          }
        })()
      })
    }

    handle(chatEventNames.joinMatch, async (payload) => {
      const parsed = matchRoomPayload.safeParse(payload)
      if (!parsed.success) return invalid
      const { matchId } = parsed.data
      if (!mayJoin()) return tooManyJoins
      try {
        await joinLimit.consume(socket.data.ip, userId)
      } catch (error) {
        if (error instanceof HttpError) {
          return ackError(error.code, error.message)
        }
        throw error
      }
      const member = await chat.isMember(userId, matchId)
      if (!member) return notFound
      // A socket that left while we asked would otherwise be added back to the adapter's
      // rooms after its disconnect cleanup, and linger there.
      if (socket.disconnected) return internal
      names.set(matchId, member.userName)
      await socket.join(matchRoom(matchId))
      return { ok: true }
    })

    handle(chatEventNames.leaveMatch, async (payload) => {
      const parsed = matchRoomPayload.safeParse(payload)
      if (!parsed.success) return invalid
      const { matchId } = parsed.data
      names.delete(matchId)
      if (typingIn.has(matchId) && isInRoom(matchId)) stopTyping(matchId)
      await socket.leave(matchRoom(matchId))
      return { ok: true }
    })

    handle(chatEventNames.sendMessage, async (payload) => {
      const parsed = sendMessagePayload.safeParse(payload)
      if (!parsed.success) return invalid
      const { matchId, id, content } = parsed.data
      try {
        // The room hears of it through the service's onMessage hook (emitNewMessage).
        const message = await chat.send(userId, matchId, id == null ? { content } : { id, content })
        return { ok: true, message }
      } catch (error) {
        if (error instanceof HttpError) {
          return ackError(error.code, error.message)
        }
        throw error
      }
    })

    const typing = (
      event: keyof ClientToServerEvents,
      notify: (matchId: string, userName: string) => void,
    ) =>
      handle(event, (payload) => {
        const parsed = matchRoomPayload.safeParse(payload)
        if (!parsed.success) return invalid
        const { matchId } = parsed.data
        const userName = names.get(matchId)
        if (userName === undefined || !isInRoom(matchId)) return notFound
        notify(matchId, userName)
        return { ok: true }
      })

    typing(chatEventNames.typingStart, (matchId, userName) => {
      typingIn.add(matchId)
      others(matchId).emit(chatEventNames.userTyping, { matchId, userId, userName })
    })
    typing(chatEventNames.typingStop, stopTyping)
  })

  // Called after a commit: a failed emit must not turn a stored message into an error. Clients
  // that miss it catch up through the 'messages' feed.
  const safely = (what: string, emit: () => void) => {
    try {
      emit()
    } catch (error) {
      log.warn({ err: error }, `chat ${what} not sent`)
    }
  }

  return {
    emitNewMessage(message, options) {
      const room = matchRoom(message.matchId)
      safely('message', () =>
        (options?.local ? io.local.to(room) : io.to(room)).emit(chatEventNames.newMessage, {
          message,
        }),
      )
    },
    emitMatchUpdate(update, userIds = []) {
      // One emit to several rooms reaches a socket once even if it sits in more than one.
      const rooms = [matchRoom(update.matchId), ...[...new Set(userIds)].map(userRoom)]
      safely('match update', () =>
        io.to(rooms).emit(chatEventNames.matchUpdate, {
          matchId: update.matchId,
          reason: update.reason,
        }),
      )
    },
    closeMatchRoom(matchId) {
      safely('room close', () => io.in(matchRoom(matchId)).socketsLeave(matchRoom(matchId)))
    },
  }
}
