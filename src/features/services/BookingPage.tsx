import { Link } from '@tanstack/react-router'
import { CalendarX } from 'lucide-react'
import { EmptyState } from '../../ui/EmptyState'
import { Spinner } from '../../ui/Spinner'
import { services as t } from '../../i18n/es/services'
import { AppointmentCard } from './AppointmentCard'
import { useBookings } from './use-services'

/** /services/bookings/{bookingId}: where a booking's notification leads (spec §2). */
export function BookingPage({ bookingId }: { bookingId: string }) {
  const { bookings, isLoading } = useBookings()
  const booking = bookings.find((item) => item.id === bookingId)
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-4">
      <h1 className="text-2xl font-bold text-gray-900">{t.booking.title}</h1>
      {isLoading ? (
        <Spinner />
      ) : booking ? (
        <AppointmentCard booking={booking} />
      ) : (
        <EmptyState icon={CalendarX} title={t.booking.notFound} text="" isCompact />
      )}
      <Link
        to="/services/bookings"
        className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-50 px-4 font-semibold text-brand-700"
      >
        {t.page.myBookings}
      </Link>
    </div>
  )
}
