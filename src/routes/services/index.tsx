import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../../session/guards'
import { LazyServicesPage } from '../../features/services'

export const Route = createFileRoute('/services/')({
  beforeLoad: requireUser,
  component: LazyServicesPage,
})
