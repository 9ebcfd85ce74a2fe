import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../session/guards'
import { LazyHealthServicesPage } from '../features/services'

export const Route = createFileRoute('/health-services')({
  beforeLoad: requireUser,
  component: LazyHealthServicesPage,
})
