import { createNotificationStore, notificationStorageKey } from './notification-store'
import type { NotificationStore } from './notification-store'

/**
 * One store per user id for the life of the page, so the header, the panel and (later) the
 * sync module that feeds it share the same list.
 */
const stores = new Map<string, NotificationStore>()
let isListening = false

export function getNotificationStore(userId: string): NotificationStore {
  let store = stores.get(userId)
  if (!store) {
    store = createNotificationStore(userId)
    stores.set(userId, store)
  }
  if (!isListening && typeof window !== 'undefined') {
    isListening = true
    // Reading a notification in one tab clears its badge in the others.
    window.addEventListener('storage', (event) => {
      for (const [id, candidate] of stores) {
        if (event.key === null || event.key === notificationStorageKey(id)) candidate.reload()
      }
    })
  }
  return store
}
