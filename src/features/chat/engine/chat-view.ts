import {
  combineLatest,
  distinctUntilChanged,
  map,
  Observable,
  of,
  startWith,
  switchMap,
} from 'rxjs'
import type { ChatMessage, NewMessageEvent } from '@contract/chat.messages'
import { chatEventNames } from '@contract/chat.messages'
import type { HuellitasDatabase } from '../../../db'
import type { MessageDoc } from '../../../db/schemas/messages.schema'
import type { ChatMessageView } from '../chat.model'
import type { ChatSocket } from './chat-socket'
import { observeStoredChat } from './chat.repo'
import { mergeChatMessages } from './message-merge'

/**
 * One chat's message list as a live value: the stored window, the outbox and the socket's
 * 'new-message' arrivals merged (message-merge.ts). The socket path only makes a message show
 * before its replication lands; replication (SYNC_EVENT → RxDB) stays the source of truth, so
 * a live copy is forgotten as soon as the stored one appears.
 */
export interface ChatView {
  messages: ChatMessageView[]
  hasOlder: boolean
}

/** Live copies are few (what arrived in the last moments); this caps a runaway. */
const MAX_LIVE = 200

export function toMessageDoc(message: ChatMessage): MessageDoc {
  const { id, matchId, senderId, content, createdAt } = message
  return { id, matchId, senderId, content, createdAt, updatedAt: createdAt }
}

/** Every 'new-message' of this match heard on the socket (while one is held). */
export function observeSocketMessages(
  socket$: Observable<ChatSocket | null>,
  matchId: string,
): Observable<MessageDoc> {
  return socket$.pipe(
    switchMap((socket) =>
      socket
        ? new Observable<MessageDoc>((subscriber) =>
            socket.on(chatEventNames.newMessage, (payload) => {
              const message = (payload as Partial<NewMessageEvent> | null)?.message
              if (message?.matchId === matchId) subscriber.next(toMessageDoc(message))
            }),
          )
        : of<MessageDoc>(),
    ),
  )
}

export function observeChatView(options: {
  database: HuellitasDatabase
  matchId: string
  /** how many of the newest stored messages to show; grows with 'load older' */
  windowSize: Observable<number>
  userId: string | null
  socketMessages: Observable<MessageDoc>
}): Observable<ChatView> {
  const { database, matchId, windowSize, userId } = options
  return new Observable<ChatView>((subscriber) => {
    const live = new Map<string, MessageDoc>()
    const liveChanged = new Observable<void>((inner) => {
      const subscription = options.socketMessages.subscribe((message) => {
        live.delete(message.id)
        live.set(message.id, message)
        while (live.size > MAX_LIVE) live.delete(live.keys().next().value as string)
        inner.next()
      })
      return () => subscription.unsubscribe()
    }).pipe(startWith(undefined))
    const stored = windowSize.pipe(
      distinctUntilChanged(),
      switchMap((size) => observeStoredChat(database, matchId, size)),
    )
    return combineLatest([stored, liveChanged])
      .pipe(
        map(([{ window, entries }]) => {
          for (const message of window.messages) live.delete(message.id)
          return {
            messages: mergeChatMessages({
              stored: window.messages,
              live: [...live.values()],
              entries,
              userId,
            }),
            hasOlder: window.hasOlder,
          }
        }),
      )
      .subscribe(subscriber)
  })
}
