import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import { apiRoutes } from '../../http/api-scope.js'
import { attachChatEvents } from '../../realtime/chat-events.js'
import { userRoom } from '../../realtime/gateway.js'
import { createNodeFanout, hasLocalMembers } from '../../realtime/node-fanout.js'
import type { MatchesService } from '../matches/matches.service.js'
import type { NotificationsService } from '../notifications/notifications.service.js'
import { createChatRepository } from './chat.repository.js'
import { chatRoutes } from './chat.routes.js'
import { createChatService, type ChatService, type StoredMessageEvent } from './chat.service.js'
import { createLostPetChatRepository } from './lost-pet-chat.repository.js'
import { lostPetChatRoutes } from './lost-pet-chat.routes.js'
import { createLostPetChatService } from './lost-pet-chat.service.js'
import { createMessagesFeed } from './messages.feed.js'
import { createMessagesFeedRepository } from './messages-feed.repository.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Chat: the socket layer uses isMember/send and plugs in its hooks (setHooks). */
    chat: ChatService
  }
}

export interface ChatDeps extends AppDeps {
  notifications: NotificationsService
  matches: MatchesService
}

/**
 * Chat between matched users and about lost pets: REST routes, the `messages` feed, and the
 * socket half (rooms, typing, live messages). Stored messages reach the match room through the
 * service's hooks whether they came by REST or by socket.
 */
export function registerChat(app: FastifyInstance, deps: ChatDeps) {
  const { database, broadcaster, matches, log } = deps
  const messagesFeed = createMessagesFeed({
    repository: createMessagesFeedRepository(database.db),
    broadcaster,
    log,
  })
  const chat = createChatService({
    repository: createChatRepository(database.db, deps.queuedWrites, deps.notifications),
    writes: deps.queuedWrites,
    messagesFeed,
    matches,
    log,
  })
  app.decorate('chat', chat)
  const io = deps.realtime.io
  const chatEvents = attachChatEvents(io, chat, log, deps.socketJoinLimit)
  // One inter-node message per tick for the tick's new messages; each node emits to its own
  // sockets: 'new-message' to the room, the 'messages' doc to both members, and the 'match'
  // doc (read from the database) only for members it holds a socket of.
  const messageFanout = createNodeFanout<StoredMessageEvent>({
    io,
    name: 'chat:stored',
    isClustered: deps.redis !== null,
    log,
    deliver(events) {
      for (const { message, row, members, matchSeq } of events) {
        chatEvents.emitNewMessage(message, { local: true })
        messagesFeed.publishMessage(members, row, { local: true })
        const here = members.filter((id) => hasLocalMembers(io, userRoom(id)))
        void matches.republishMatchLocally(message.matchId, matchSeq, here)
      }
    },
  })
  chat.setHooks({
    onMessageStored: (event) => messageFanout.add(event),
    onMatchEnded: (matchId, userIds, reason) => {
      chatEvents.emitMatchUpdate({ matchId, reason }, userIds)
      chatEvents.closeMatchRoom(matchId)
    },
  })
  const lostPetChat = createLostPetChatService({
    repository: createLostPetChatRepository(database.db),
    matches,
    perDay: deps.config.lostPetChatsPerDay,
    log,
  })
  return {
    service: chat,
    lostPetChat,
    feeds: { messages: messagesFeed.feed },
    routes: apiRoutes(chatRoutes(chat), lostPetChatRoutes(lostPetChat)),
  }
}
