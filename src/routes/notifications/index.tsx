import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../../session/guards'
import { LazyNotificationSettingsPage } from '../../features/push'

export const Route = createFileRoute('/notifications/')({
  beforeLoad: requireUser,
  component: LazyNotificationSettingsPage,
})
