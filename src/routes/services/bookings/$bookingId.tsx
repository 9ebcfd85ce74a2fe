import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../../../features/auth/guards'
import { LazyBookingPage } from '../../../features/services/LazyServicesPages'

export const Route = createFileRoute('/services/bookings/$bookingId')({
  beforeLoad: requireUser,
  component: BookingScreen,
})

function BookingScreen() {
  const { bookingId } = Route.useParams()
  return <LazyBookingPage bookingId={bookingId} />
}
