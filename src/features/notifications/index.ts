export { NotificationBell } from './NotificationBell'
export { getNotificationStore } from './notification-registry'
export { useNotifications } from './use-notifications'
export { useSessionNotifier, type NotifierStart } from './use-session-notifier'
export type {
  InAppNotification,
  NewNotification,
  NotificationStore,
  NotificationType,
} from './notification-store'
