import type { ListedBooking } from './services.repo'
import { services as t } from '../../i18n/es/services'
import { formatDay, formatPrice } from './service-format'
import { Button } from '../../ui/Button'

interface AppointmentCardProps {
  booking: ListedBooking
  onReschedule?: (booking: ListedBooking) => void
  onCancel?: (booking: ListedBooking) => void
  /** a booking the server refused for good: drop it from this device */
  onDiscard?: (booking: ListedBooking) => void
}

const statusClass = {
  pending: 'bg-amber-100 text-amber-800',
  confirmed: 'bg-green-100 text-green-800',
  cancelled: 'bg-gray-200 text-gray-700',
} as const

/**
 * §2 appointment card: pet, service, date, time, price and status, with Reagendar and Cancelar.
 * A cremation request shows its total as the price.
 */
export function AppointmentCard({
  booking,
  onReschedule,
  onCancel,
  onDiscard,
}: AppointmentCardProps) {
  const headingId = `booking-${booking.id}`
  const status = booking.syncState === 'synced' ? booking.status : 'pending'
  const isLive = booking.status !== 'cancelled' && booking.syncState !== 'failed'
  // A cremation request can be called off, not moved: the centre agrees the time by phone.
  const reschedule = booking.kind === 'cremation' ? undefined : onReschedule
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-100"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-gray-900">
          {booking.serviceName}
        </h3>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${statusClass[status]}`}
        >
          {t.status[status]}
        </span>
      </div>
      <p className="text-sm text-gray-600">{booking.provider}</p>
      {booking.petName ? <p className="text-sm text-gray-700">{booking.petName}</p> : null}
      <p className="text-sm text-gray-800">
        {formatDay(booking.date)}
        {booking.time ? ` · ${booking.time}` : null}
      </p>
      {booking.price !== null ? (
        <p className="text-sm font-semibold text-gray-900">
          {formatPrice(booking.price, booking.currency)}
        </p>
      ) : null}
      {booking.syncState === 'failed' && booking.syncError ? (
        <div className="flex items-center justify-between gap-2">
          <p role="alert" className="text-sm text-red-700">
            {booking.syncError}
          </p>
          {onDiscard ? (
            <Button size="sm" onClick={() => onDiscard(booking)} variant="secondary">
              {t.health.discard}
            </Button>
          ) : null}
        </div>
      ) : null}
      {isLive && (reschedule || onCancel) ? (
        <div className="mt-2 flex gap-2">
          {reschedule ? (
            <Button
              size="sm"
              onClick={() => reschedule(booking)}
              variant="secondary"
              className="flex-1"
            >
              {t.health.reschedule}
            </Button>
          ) : null}
          {onCancel ? (
            <button
              type="button"
              onClick={() => onCancel(booking)}
              className="min-h-11 flex-1 rounded-full bg-red-50 px-3 text-sm font-semibold text-red-700 hover:bg-red-100"
            >
              {t.health.cancel}
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  )
}
