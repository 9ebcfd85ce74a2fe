import { useState } from 'react'
import { Ambulance, CalendarX, Syringe } from 'lucide-react'
import { distanceKm } from '@contract/geo'
import type { ServiceFeedDoc } from '@contract/services.messages'
import { useMyProfile } from '../account'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { EmptyState } from '../../ui/EmptyState'
import { Spinner } from '../../ui/Spinner'
import { services as t } from '../../i18n/es/services'
import { AppointmentCard } from './AppointmentCard'
import { BookingDialog } from './BookingDialog'
import { cancelBooking } from './bookings.actions'
import { discardPendingChanges } from '../../sync'
import { ProviderCard } from './ProviderCard'
import { BOOKINGS, type ListedBooking } from './services.repo'
import { useBookings, useCatalogue } from './use-services'

export type HealthTab = 'available' | 'appointments'

/** '#citas' opens 'Mis citas' (where /services and a booking's page lead). */
export const APPOINTMENTS_HASH = 'citas'

/** the service type that marks a provider taking emergencies (the emergency tile calls it) */
const EMERGENCY_TYPE = 'Urgencia'

/**
 * /health-services (spec §2): tabs 'Servicios disponibles' and 'Mis citas (N)', the emergency
 * and vaccination tiles, provider cards with 'Reservar cita', and the user's appointments with
 * their status, 'Reagendar' and 'Cancelar'. From the local database, so it opens offline;
 * changes go through the write queue.
 */
export function HealthServicesPage() {
  const [tab, onTab] = useState<HealthTab>(() =>
    window.location.hash === `#${APPOINTMENTS_HASH}` ? 'appointments' : 'available',
  )
  const { services: providers, isLoading } = useCatalogue('health')
  const { services: catalogue } = useCatalogue('service')
  const { bookings } = useBookings()
  const { profile } = useMyProfile()
  const [booking, setBooking] = useState<ServiceFeedDoc | null>(null)
  const [moving, setMoving] = useState<ListedBooking | null>(null)
  const [cancelling, setCancelling] = useState<ListedBooking | null>(null)
  const [isBusy, setBusy] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const here =
    profile && profile.latitude !== null && profile.longitude !== null
      ? { latitude: profile.latitude, longitude: profile.longitude }
      : null
  const live = bookings.filter((item) => item.status !== 'cancelled')
  const emergency = providers.find(
    (provider) => provider.phone && provider.serviceTypes.includes(EMERGENCY_TYPE),
  )
  const vaccination = providers.find(
    (provider) => provider.isAvailable && provider.serviceTypes.includes('Vacunación'),
  )
  const serviceOf = (id: string | null) =>
    [...providers, ...catalogue].find((service) => service.id === id) ?? null

  async function confirmCancel() {
    if (!cancelling) return
    setBusy(true)
    const result = await cancelBooking(cancelling.id)
    setBusy(false)
    setCancelling(null)
    setNotice(result.ok ? (result.status === 'queued' ? t.dialog.queued : null) : result.message)
  }

  const tabClass = (isActive: boolean) =>
    `min-h-11 flex-1 rounded-full px-3 text-sm font-semibold ${
      isActive ? 'bg-brand-600 text-white' : 'bg-white text-gray-700 ring-1 ring-gray-200'
    }`

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-4">
      <h1 className="text-2xl font-bold text-gray-900">{t.health.title}</h1>
      <div className="grid grid-cols-2 gap-3">
        {emergency?.phone ? (
          <a
            href={`tel:${emergency.phone.replace(/[^\d+]/g, '')}`}
            aria-label={`${t.health.emergencyCall}: ${emergency.name}`}
            className="flex flex-col gap-1 rounded-2xl bg-red-600 p-3 text-white"
          >
            <Ambulance aria-hidden="true" className="h-6 w-6" />
            <span className="font-semibold">{t.health.emergencyTitle}</span>
            <span className="text-xs">{emergency.phone}</span>
          </a>
        ) : (
          <div className="flex flex-col gap-1 rounded-2xl bg-red-600 p-3 text-white">
            <Ambulance aria-hidden="true" className="h-6 w-6" />
            <span className="font-semibold">{t.health.emergencyTitle}</span>
          </div>
        )}
        <button
          type="button"
          disabled={!vaccination}
          onClick={() => vaccination && setBooking(vaccination)}
          className="flex flex-col gap-1 rounded-2xl bg-blue-600 p-3 text-left text-white disabled:opacity-60"
        >
          <Syringe aria-hidden="true" className="h-6 w-6" />
          <span className="font-semibold">{t.health.vaccinationTitle}</span>
          <span className="text-xs">{t.health.vaccinationText}</span>
        </button>
      </div>
      <div role="tablist" aria-label={t.health.tabsLabel} className="flex gap-2">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'available'}
          onClick={() => onTab('available')}
          className={tabClass(tab === 'available')}
        >
          {t.health.available}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'appointments'}
          onClick={() => onTab('appointments')}
          className={tabClass(tab === 'appointments')}
        >
          {t.health.appointments(live.length)}
        </button>
      </div>
      {notice ? (
        <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          {notice}
        </p>
      ) : null}
      <div role="tabpanel" className="flex flex-col gap-3">
        {tab === 'available' ? (
          isLoading ? (
            <Spinner />
          ) : (
            providers.map((provider) => (
              <ProviderCard
                key={provider.id}
                provider={provider}
                distanceKm={here ? distanceKm(here, provider) : null}
                onBook={(chosen) => {
                  setNotice(null)
                  setBooking(chosen)
                }}
              />
            ))
          )
        ) : bookings.length === 0 ? (
          <EmptyState
            icon={CalendarX}
            title={t.health.noAppointments}
            text={t.health.noAppointmentsText}
            isCompact
          />
        ) : (
          bookings.map((item) => (
            <AppointmentCard
              key={item.id}
              booking={item}
              onReschedule={(chosen) => {
                setNotice(null)
                setMoving(chosen)
              }}
              onCancel={(chosen) => {
                setNotice(null)
                setCancelling(chosen)
              }}
              onDiscard={(chosen) => void discardPendingChanges(BOOKINGS, chosen.id)}
            />
          ))
        )}
      </div>
      {booking ? (
        <BookingDialog
          service={booking}
          onClose={() => setBooking(null)}
          onDone={(message) => {
            setBooking(null)
            setNotice(message)
            onTab('appointments')
          }}
        />
      ) : null}
      {moving && serviceOf(moving.serviceId) ? (
        <BookingDialog
          service={serviceOf(moving.serviceId) as ServiceFeedDoc}
          reschedule={{ id: moving.id, date: moving.date, time: moving.time }}
          onClose={() => setMoving(null)}
          onDone={(message) => {
            setMoving(null)
            setNotice(message)
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
    </div>
  )
}
