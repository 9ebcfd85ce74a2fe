import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../features/auth/guards'
import { ComingSoon } from '../features/placeholder/ComingSoon'
import { shell } from '../i18n/es/shell'

// Placeholder until a later issue builds this screen.
export const Route = createFileRoute('/funeral-services')({
  beforeLoad: requireUser,
  component: FuneralServicesScreen,
})

function FuneralServicesScreen() {
  const { title, description } = shell.screens.funeralServices
  return <ComingSoon title={title} description={description} />
}
