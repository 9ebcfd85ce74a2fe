import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../features/auth/guards'
import { ComingSoon } from '../features/placeholder/ComingSoon'
import { shell } from '../i18n/es/shell'

// Placeholder until a later issue builds this screen.
export const Route = createFileRoute('/reproductive-health')({
  beforeLoad: requireUser,
  component: ReproductiveHealthScreen,
})

function ReproductiveHealthScreen() {
  const { title, description } = shell.screens.reproductiveHealth
  return <ComingSoon title={title} description={description} />
}
