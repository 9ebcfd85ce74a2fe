/**
 * Connections: 'Tus Conexiones' (/matches), the match detail (/matches/{id}) and the
 * data every relation screen reads — the local `matches` collection, live and offline — with
 * the unmatch and favorite-removal actions. Favorites (features/favorites) uses this index.
 */
export { ConnectionsPage } from './ConnectionsPage'
export { MatchDetailPage } from './MatchDetailPage'
export { useConnections } from './use-connections'
export { useMatchesFeedStatus } from './use-feed-status'
export { useMatchesFeed, type FeedState } from './use-matches-feed'
export {
  observeChatMatch,
  observeConnections,
  findConversationAbout,
  conversationArrived,
} from './matches.repo'
export type { FeedStatus } from './feed-status'
export type { Connection, ConnectionLists } from './connections-merge'
export {
  unmatch,
  removeFavorite,
  isRemovableFavorite,
  type ConnectionActionResult,
} from './connections.actions'
export { LoadError } from './LoadError'
export { FeedGate } from './FeedGate'
export { PendingMark } from './PendingMark'
export { forgetDrainedFeeds } from './drained-mark'
