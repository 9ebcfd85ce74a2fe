import type { SyncFeed } from '../sync/sync-feed.js'
import type { PetsService } from './pets.service.js'

/** The pets change feed for the sync module: each user pulls their own pets. */
export function petsFeed(pets: PetsService): SyncFeed {
  return { pull: (userId, afterSeq, limit) => pets.pull(userId, afterSeq, limit) }
}
