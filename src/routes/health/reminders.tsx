import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../../features/auth/guards'
import { ComingSoon } from '../../features/placeholder/ComingSoon'
import { shell } from '../../i18n/es/shell'

// Placeholder until a later issue builds this screen.
export const Route = createFileRoute('/health/reminders')({
  beforeLoad: requireUser,
  component: HealthRemindersScreen,
})

function HealthRemindersScreen() {
  const { title, description } = shell.screens.healthReminders
  return <ComingSoon title={title} description={description} />
}
