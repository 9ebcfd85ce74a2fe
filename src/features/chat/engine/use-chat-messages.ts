import { useCallback, useMemo } from 'react'
import { BehaviorSubject } from 'rxjs'
import { useDatabase } from '../../../db'
import { useObservable } from '../../../sync'
import { useSession } from '../../../session/use-session'
import type { ChatMessageView } from '../chat.model'
import { observeChatView } from './chat-view'

/** Messages per page of the window (the server's default page size too). */
export const CHAT_PAGE_SIZE = 50

const NONE: ChatMessageView[] = []

/**
 * The newest messages of a chat, oldest first (chat-view.ts): `loadOlder` widens the window by
 * a page of what is stored locally. Replication keeps every message of the user's matches, so
 * older pages come from the device (offline too), not from the network. The window size is a
 * subject inside one source, so widening it keeps the current list on screen (no blank flash,
 * no lost rows) until the wider query answers.
 */
export function useChatMessages(matchId: string): {
  messages: ChatMessageView[]
  hasOlder: boolean
  loadOlder: () => void
  isLoading: boolean
} {
  const database = useDatabase()
  const userId = useSession().user?.id ?? null
  // A new subject per chat: another chat starts again from the newest page.
  const { windowSize } = useMemo(
    () => ({ matchId, windowSize: new BehaviorSubject(CHAT_PAGE_SIZE) }),
    [matchId],
  )
  const source = useMemo(
    () => (database ? observeChatView({ database, matchId, windowSize, userId }) : null),
    [database, matchId, windowSize, userId],
  )
  const { value, isLoading } = useObservable(source)
  const loadOlder = useCallback(
    () => windowSize.next(windowSize.value + CHAT_PAGE_SIZE),
    [windowSize],
  )
  return {
    messages: value?.messages ?? NONE,
    hasOlder: value?.hasOlder ?? false,
    loadOlder,
    isLoading,
  }
}
