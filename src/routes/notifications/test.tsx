import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../../features/auth/guards'
import { ComingSoon } from '../../features/placeholder/ComingSoon'
import { shell } from '../../i18n/es/shell'

// Placeholder until a later issue builds this screen.
export const Route = createFileRoute('/notifications/test')({
  beforeLoad: requireUser,
  component: NotificationsTestScreen,
})

function NotificationsTestScreen() {
  const { title, description } = shell.screens.notificationsTest
  return <ComingSoon title={title} description={description} />
}
