import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../session/guards'
import { LazyFuneralServicesPage } from '../features/services'

export const Route = createFileRoute('/funeral-services')({
  beforeLoad: requireUser,
  component: LazyFuneralServicesPage,
})
