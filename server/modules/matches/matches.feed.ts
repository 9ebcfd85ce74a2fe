import type { SyncFeed } from '../sync/sync-feed.js'
import type { MatchesService } from './matches.service.js'

/** The 'matches' change feed for the sync module: each user pulls their own view. */
export function matchesFeed(matches: MatchesService): SyncFeed {
  return { pull: (userId, afterSeq, limit) => matches.pull(userId, afterSeq, limit) }
}
