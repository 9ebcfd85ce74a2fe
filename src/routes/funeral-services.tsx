import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../features/auth/guards'
import { LazyFuneralServicesPage } from '../features/services/LazyServicesPages'

export const Route = createFileRoute('/funeral-services')({
  beforeLoad: requireUser,
  component: LazyFuneralServicesPage,
})
