import { useState } from 'react'
import { CalendarX } from 'lucide-react'
import type { ServiceFeedDoc } from '@contract/services.messages'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { EmptyState } from '../../ui/EmptyState'
import { services as t } from '../../i18n/es/services'
import { discardPendingChanges } from '../../sync'
import { AppointmentCard } from './AppointmentCard'
import { BookingDialog } from './BookingDialog'
import { cancelBooking } from './bookings.actions'
import { BOOKINGS, type ListedBooking } from './services.repo'

interface BookingsListProps {
  bookings: readonly ListedBooking[]
  /** the catalogue a booking is moved within ('Reagendar' opens its service's free slots) */
  services: readonly ServiceFeedDoc[]
  /** what a change made here says ('queued' offline, a refusal), shown by the page */
  onNotice: (message: string | null) => void
  emptyText: string
}

/**
 * The user's bookings with 'Reagendar' and 'Cancelar' (spec §2 appointment cards), one list for
 * 'Mis reservas' (/services/bookings, every kind) and 'Mis citas' (/health-services, health
 * only). From the local database; changes go through the write queue.
 */
export function BookingsList({ bookings, services, onNotice, emptyText }: BookingsListProps) {
  const [moving, setMoving] = useState<ListedBooking | null>(null)
  const [cancelling, setCancelling] = useState<ListedBooking | null>(null)
  const [isBusy, setBusy] = useState(false)
  const serviceOf = (id: string | null) => services.find((service) => service.id === id) ?? null
  const movingService = moving ? serviceOf(moving.serviceId) : null

  async function confirmCancel() {
    if (!cancelling) return
    setBusy(true)
    const result = await cancelBooking(cancelling.id)
    setBusy(false)
    setCancelling(null)
    onNotice(result.ok ? (result.status === 'queued' ? t.dialog.queued : null) : result.message)
  }

  return (
    <>
      {bookings.length === 0 ? (
        <EmptyState icon={CalendarX} title={t.health.noAppointments} text={emptyText} isCompact />
      ) : (
        bookings.map((item) => (
          <AppointmentCard
            key={item.id}
            booking={item}
            onReschedule={(chosen) => {
              onNotice(null)
              setMoving(chosen)
            }}
            onCancel={(chosen) => {
              onNotice(null)
              setCancelling(chosen)
            }}
            onDiscard={(chosen) => void discardPendingChanges(BOOKINGS, chosen.id)}
          />
        ))
      )}
      {moving && movingService ? (
        <BookingDialog
          service={movingService}
          reschedule={{ id: moving.id, date: moving.date, time: moving.time }}
          onClose={() => setMoving(null)}
          onDone={(message) => {
            setMoving(null)
            onNotice(message)
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={cancelling !== null}
        title={t.health.cancelTitle}
        text={t.health.cancelText}
        confirmLabel={t.health.cancelConfirm}
        cancelLabel={t.health.keep}
        isBusy={isBusy}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      />
    </>
  )
}
