import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../../features/auth/guards'
import { ComingSoon } from '../../features/placeholder/ComingSoon'
import { shell } from '../../i18n/es/shell'

// Placeholder until a later issue builds this screen.
export const Route = createFileRoute('/services/')({
  beforeLoad: requireUser,
  component: ServicesScreen,
})

function ServicesScreen() {
  const { title, description } = shell.screens.services
  return <ComingSoon title={title} description={description} />
}
