import { distinctUntilChanged, map, type Observable, switchMap } from 'rxjs'
import type { HuellitasDatabase } from '../../../db'
import { mergePending } from '../../../sync'
import type { ChatMessageView } from '../chat.model'
import { observeStoredChat } from './chat.repo'

/**
 * One chat's message list as a live value: the replicated `messages` window plus the user's
 * sends still in the write queue, merged in the one place that does it (mergePending). The
 * socket does not add messages here: it feeds replication, which stores them.
 *
 * Order: what the server has, by its own clock (createdAt, then id — the same for both
 * members), then the sends it has not stored yet, in typing order: the server stamps a message
 * when it receives it, so an unsent one will land after everything it holds, and putting it
 * there now means it does not jump when its server version replaces it.
 */
export interface ChatView {
  messages: ChatMessageView[]
  hasOlder: boolean
}

export function observeChatView(options: {
  database: HuellitasDatabase
  matchId: string
  /** how many of the newest stored messages to show; grows with 'load older' */
  windowSize: Observable<number>
  userId: string | null
}): Observable<ChatView> {
  const { database, matchId, windowSize, userId } = options
  return windowSize.pipe(
    distinctUntilChanged(),
    switchMap((size) => observeStoredChat(database, matchId, size)),
    map(({ window, entries }) => {
      // A send whose message is stored is done, whatever its queue entry still says.
      const stored = new Set(window.messages.map((message) => message.id))
      const unsent = entries.filter((entry) => !stored.has(entry.docId))
      return {
        messages: mergePending(window.messages, unsent).map((message) => ({
          ...message,
          isMine: message.senderId === userId,
        })),
        hasOlder: window.hasOlder,
      }
    }),
  )
}
