import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../../features/auth/guards'
import { LazyServicesPage } from '../../features/services/LazyServicesPages'

export const Route = createFileRoute('/services/')({
  beforeLoad: requireUser,
  component: LazyServicesPage,
})
