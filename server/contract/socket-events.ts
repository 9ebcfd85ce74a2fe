import { z } from 'zod'
import {
  chatEventNames,
  type ChatAck,
  type ChatMessage,
  type MatchUpdate,
  type NewMessageEvent,
  type UserStopTypingEvent,
  type UserTypingEvent,
} from './chat.messages.js'
import { ID_MAX_LENGTH } from './ids.js'
import type { SESSION_ENDED_EVENT, SessionEndedPayload } from './socket.contract.js'
import { syncedCollections, type SYNC_EVENT, type SyncEventPayload } from './sync.contract.js'

/**
 * Every socket.io event, both ways, with its payload: the one map the server's `Server` and the
 * client's `Socket` are typed with, so an event name or a payload shape that drifts fails the
 * type check on both sides. What arrives is parsed by the schemas below at each edge: the
 * server parses what clients send (hostile input), the client what the server sends (a
 * malformed event is dropped, never half-applied).
 */

/** Client message ids: 8–100 chars per the chat contract; the chat service checks the format. */
const MESSAGE_ID_MAX_LENGTH = 100

/** join-match, leave-match, typing-start and typing-stop: `{ matchId }`. */
export const matchRoomPayload = z.object({
  matchId: z.string().trim().min(1).max(ID_MAX_LENGTH),
})
export type MatchRoomPayload = z.infer<typeof matchRoomPayload>

/** send-message: `{ matchId, content, id? }` (the chat service validates the content). */
export const sendMessagePayload = matchRoomPayload.extend({
  content: z.string(),
  id: z.string().max(MESSAGE_ID_MAX_LENGTH).nullish(),
})
export type SendMessagePayload = z.infer<typeof sendMessagePayload>

type Ack<T extends object = object> = (answer: ChatAck<T>) => void

/** What a client may emit; each may carry an ack, answered with a ChatAck. */
export interface ClientToServerEvents {
  [chatEventNames.joinMatch]: (payload: MatchRoomPayload, ack?: Ack) => void
  [chatEventNames.leaveMatch]: (payload: MatchRoomPayload, ack?: Ack) => void
  [chatEventNames.typingStart]: (payload: MatchRoomPayload, ack?: Ack) => void
  [chatEventNames.typingStop]: (payload: MatchRoomPayload, ack?: Ack) => void
  [chatEventNames.sendMessage]: (
    payload: SendMessagePayload,
    ack?: Ack<{ message: ChatMessage }>,
  ) => void
}

/** What the server emits to clients. */
export interface ServerToClientEvents {
  [SYNC_EVENT]: (payload: SyncEventPayload) => void
  [SESSION_ENDED_EVENT]: (payload: SessionEndedPayload) => void
  [chatEventNames.newMessage]: (payload: NewMessageEvent) => void
  [chatEventNames.userTyping]: (payload: UserTypingEvent) => void
  [chatEventNames.userStopTyping]: (payload: UserStopTypingEvent) => void
  [chatEventNames.matchUpdate]: (payload: MatchUpdate) => void
}

/**
 * Between server nodes (socket.io's serverSideEmit over the Redis adapter): one batch of live
 * events per tick and name (realtime/node-fanout.ts). Only this project's nodes send them.
 */
export type InterServerEvents = Record<string, (events: unknown[]) => void>

/** The chat events a client listens to, and how the client reads each at its edge. */
export const chatServerEventSchemas = {
  [chatEventNames.newMessage]: z.object({
    message: z.object({
      id: z.string(),
      matchId: z.string(),
      senderId: z.string(),
      content: z.string(),
      createdAt: z.string(),
      author: z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable() }),
    }),
  }),
  [chatEventNames.userTyping]: z.object({
    matchId: z.string(),
    userId: z.string(),
    userName: z.string(),
  }),
  [chatEventNames.userStopTyping]: z.object({ matchId: z.string(), userId: z.string() }),
  [chatEventNames.matchUpdate]: z.object({
    matchId: z.string(),
    reason: z.enum(['unmatched', 'blocked']),
  }),
} satisfies {
  [E in ChatServerEvent]: z.ZodType<Parameters<ServerToClientEvents[E]>[0]>
}

export type ChatServerEvent =
  | typeof chatEventNames.newMessage
  | typeof chatEventNames.userTyping
  | typeof chatEventNames.userStopTyping
  | typeof chatEventNames.matchUpdate

/** What the client may emit itself (messages go by POST through the write queue instead). */
export type ChatClientEvent =
  | typeof chatEventNames.joinMatch
  | typeof chatEventNames.leaveMatch
  | typeof chatEventNames.typingStart
  | typeof chatEventNames.typingStop

/**
 * SYNC_EVENT at the client's edge: a known collection, a list of documents and a checkpoint.
 * The documents themselves were built by the server's feeds from validated rows; replication
 * stores them as they are, as it does a pull's.
 */
export const syncEventSchema = z.object({
  collection: z.enum(syncedCollections),
  documents: z.array(z.looseObject({})),
  checkpoint: z.looseObject({ seq: z.number() }),
}) as unknown as z.ZodType<SyncEventPayload>
