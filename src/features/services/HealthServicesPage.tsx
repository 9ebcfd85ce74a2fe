import { useState } from 'react'
import { Ambulance, Syringe } from 'lucide-react'
import { distanceKm } from '@contract/geo'
import { Spinner } from '../../ui/Spinner'
import { services as t } from '../../i18n/es/services'
import { useBookingDialog, useHere } from './use-booking-dialog'
import { BookingsList } from './BookingsList'
import { ProviderCard } from './ProviderCard'
import { useBookings, useCatalogue } from './use-services'
import { Notice } from '../../ui/Notice'
import { chipClassName } from './chip-look'

export type HealthTab = 'available' | 'appointments'

/** '#citas' opens 'Mis citas' (where /services and a booking's page lead). */
export const APPOINTMENTS_HASH = 'citas'

/** the service type that marks a provider taking emergencies (the emergency tile calls it) */
const EMERGENCY_TYPE = 'Urgencia'

/**
 * /health-services (spec §2): tabs 'Servicios disponibles' and 'Mis citas (N)', the emergency
 * and vaccination tiles, provider cards with 'Reservar cita', and the user's health appointments
 * with their status, 'Reagendar' and 'Cancelar' (every kind of booking is under 'Mis reservas',
 * /services/bookings). From the local database, so it opens offline; changes go through the
 * write queue.
 */
export function HealthServicesPage() {
  const [tab, onTab] = useState<HealthTab>(() =>
    window.location.hash === `#${APPOINTMENTS_HASH}` ? 'appointments' : 'available',
  )
  const { services: providers, isLoading } = useCatalogue('health')
  const { bookings: allBookings } = useBookings()
  const bookings = allBookings.filter((item) => item.kind === 'health')
  const here = useHere()
  const { dialog, setBooking, notice, setNotice } = useBookingDialog(() => onTab('appointments'))
  const live = bookings.filter((item) => item.status !== 'cancelled')
  const emergency = providers.find(
    (provider) => provider.phone && provider.serviceTypes.includes(EMERGENCY_TYPE),
  )
  const vaccination = providers.find(
    (provider) => provider.isAvailable && provider.serviceTypes.includes('Vacunación'),
  )

  const tabs: readonly [HealthTab, string][] = [
    ['available', t.health.available],
    ['appointments', t.health.appointments(live.length)],
  ]

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
        {tabs.map(([name, label]) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            onClick={() => onTab(name)}
            className={chipClassName(tab === name, 'flex-1 px-3')}
          >
            {label}
          </button>
        ))}
      </div>
      {notice ? <Notice kind="offline">{notice}</Notice> : null}
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
        ) : (
          <BookingsList
            bookings={bookings}
            services={providers}
            onNotice={setNotice}
            emptyText={t.health.noAppointmentsText}
          />
        )}
      </div>
      {dialog}
    </div>
  )
}
