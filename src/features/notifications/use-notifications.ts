import { useSyncExternalStore } from 'react'
import { getNotificationStore } from './notification-registry'
import type { NotificationStore, NotificationsState } from './notification-store'

export interface UseNotifications extends NotificationsState {
  store: NotificationStore
}

export function useNotifications(userId: string): UseNotifications {
  const store = getNotificationStore(userId)
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  return { ...state, store }
}
