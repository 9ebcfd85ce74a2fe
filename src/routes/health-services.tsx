import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../features/auth/guards'
import { LazyHealthServicesPage } from '../features/services/LazyServicesPages'

export const Route = createFileRoute('/health-services')({
  beforeLoad: requireUser,
  component: LazyHealthServicesPage,
})
