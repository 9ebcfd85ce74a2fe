import type { SyncFeed } from '../sync/sync-feed.js'
import type { NotificationsService } from './notifications.service.js'

/** The 'notifications' change feed for the sync module: each user pulls only their own. */
export function notificationsFeed(notifications: NotificationsService): SyncFeed {
  return { pull: (userId, afterSeq, limit) => notifications.pull(userId, afterSeq, limit) }
}
