export { NotificationBell } from './NotificationBell'
export { getNotificationStore } from './notification-registry'
export { useNotifications } from './use-notifications'
export type { InAppNotification, NotificationStore, NotificationType } from './notification-store'
