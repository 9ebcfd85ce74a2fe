import { useSyncExternalStore } from 'react'
import { useDatabase } from '../../db'
import { getNotificationStore } from './notification-registry'
import type { NotificationStore, NotificationsState } from './notification-store'

export interface UseNotifications extends NotificationsState {
  /** null until the user's database is open */
  store: NotificationStore | null
}

const EMPTY: NotificationsState = { items: [], unreadCount: 0 }
const none = () => () => {}
const empty = () => EMPTY

export function useNotifications(): UseNotifications {
  const database = useDatabase()
  const store = database ? getNotificationStore(database) : null
  const state = useSyncExternalStore(
    store?.subscribe ?? none,
    store?.getState ?? empty,
    store?.getState ?? empty,
  )
  return { ...state, store }
}
