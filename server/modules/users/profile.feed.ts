import type { SyncFeed } from '../sync/sync-feed.js'
import type { UsersService } from './users.service.js'

/** The profile change feed for the sync module: each user pulls their own profile, only. */
export function profileFeed(users: UsersService): SyncFeed {
  // One document at most, so the page limit never cuts anything.
  return { pull: (userId, afterSeq) => users.pull(userId, afterSeq) }
}
