import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../../../session/guards'
import { LazyMyBookingsPage } from '../../../features/services'

export const Route = createFileRoute('/services/bookings/')({
  beforeLoad: requireUser,
  component: LazyMyBookingsPage,
})
