import { useMemo } from 'react'
import { useDatabase } from '../../../db'
import { useObservable } from '../../../sync'
// The hook's own module, not the connections index: the index would pull the connection
// screens into the chat route's first load (bundle budget, design.md).
import { observeChatMatch, useMatchesFeedStatus } from '../../connections'
import type { ChatMatch } from '../chat.model'

/**
 * The chat's match: the viewer's kind 'match' document, live (an unmatch elsewhere removes it,
 * a mute updates it). Until the document is found the status is the `matches` feed's: 'ready'
 * with no match means this user has no such match ('Match no encontrado').
 */
export function useChatMatch(matchId: string): {
  match: ChatMatch | null
  status: 'loading' | 'ready' | 'error'
  retry: () => void
} {
  const database = useDatabase()
  const feed = useMatchesFeedStatus()
  const source = useMemo(
    () => (database ? observeChatMatch(database, matchId) : null),
    [database, matchId],
  )
  const { value, isLoading } = useObservable(source)
  const match = value ?? null
  // A stored match shows at once, offline and before the first pull included.
  if (match) return { match, status: 'ready', retry: feed.retry }
  return { match: null, status: isLoading ? 'loading' : feed.status, retry: feed.retry }
}
