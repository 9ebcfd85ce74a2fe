import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../../../features/auth/guards'
import { LazyMyBookingsPage } from '../../../features/services/LazyServicesPages'

export const Route = createFileRoute('/services/bookings/')({
  beforeLoad: requireUser,
  component: LazyMyBookingsPage,
})
