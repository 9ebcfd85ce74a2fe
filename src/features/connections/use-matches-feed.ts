import type { ConnectionLists } from './connections-merge'
import type { FeedStatus } from './feed-status'
import { useConnections } from './use-connections'
import { useMatchesFeedStatus } from './use-feed-status'

/** Where a screen's lists from the `matches` feed stand (FeedGate shows it). */
export interface FeedState {
  /** the local query has not answered yet */
  isLoading: boolean
  feedStatus: FeedStatus
  onRetry: () => void
}

/**
 * The lists every screen over the `matches` feed reads (connections, messages), live from the
 * local collection, with where they stand.
 */
export function useMatchesFeed(): { lists: ConnectionLists; feed: FeedState } {
  const { lists, isLoading } = useConnections()
  const { status, retry } = useMatchesFeedStatus()
  return { lists, feed: { isLoading, feedStatus: status, onRetry: retry } }
}
