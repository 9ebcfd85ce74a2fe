import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../../features/auth/guards'
import { LazyNotificationSettingsPage } from '../../features/push/LazyNotificationSettingsPage'

export const Route = createFileRoute('/notifications/')({
  beforeLoad: requireUser,
  component: LazyNotificationSettingsPage,
})
