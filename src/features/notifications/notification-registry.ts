import type { HuellitasDatabase } from '../../db'
import { createNotificationStore, type NotificationStore } from './notification-store'

/**
 * One store per open database (one per signed-in user) for the life of the page, so the header,
 * the panel and the notifiers that feed it share one list. Another tab's changes arrive through
 * the shared IndexedDB data, as for every collection.
 */
const stores = new WeakMap<HuellitasDatabase, NotificationStore>()

export function getNotificationStore(database: HuellitasDatabase): NotificationStore {
  let store = stores.get(database)
  if (!store) {
    store = createNotificationStore(database)
    stores.set(database, store)
    const created = store
    database.onClose.push(() => created.stop())
  }
  return store
}
