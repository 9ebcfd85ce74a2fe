import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../../features/auth/guards'
import { ComingSoon } from '../../features/placeholder/ComingSoon'
import { shell } from '../../i18n/es/shell'

// Placeholder until a later issue builds this screen.
export const Route = createFileRoute('/notifications/')({
  beforeLoad: requireUser,
  component: NotificationSettingsScreen,
})

function NotificationSettingsScreen() {
  const { title, description } = shell.screens.notifications
  return <ComingSoon title={title} description={description} />
}
