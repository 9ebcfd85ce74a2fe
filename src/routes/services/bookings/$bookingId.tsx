import { createFileRoute } from '@tanstack/react-router'
import { requireUser } from '../../../session/guards'
import { LazyBookingPage } from '../../../features/services'

export const Route = createFileRoute('/services/bookings/$bookingId')({
  beforeLoad: requireUser,
  component: BookingScreen,
})

function BookingScreen() {
  const { bookingId } = Route.useParams()
  return <LazyBookingPage bookingId={bookingId} />
}
