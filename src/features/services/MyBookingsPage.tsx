import { useState } from 'react'
import { Spinner } from '../../ui/Spinner'
import { services as t } from '../../i18n/es/services'
import { BookingsList } from './BookingsList'
import { useBookings, useCatalogue } from './use-services'
import { Notice } from '../../ui/Notice'

/**
 * /services/bookings, 'Mis reservas': every booking the user made (walks, grooming, health
 * appointments, cremation requests), reached from /services. Opens offline from the local
 * database.
 */
export function MyBookingsPage() {
  const { bookings, isLoading } = useBookings()
  const { services: catalogue } = useCatalogue('service')
  const { services: providers } = useCatalogue('health')
  const [notice, setNotice] = useState<string | null>(null)
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-4">
      <h1 className="text-2xl font-bold text-gray-900">{t.page.myBookings}</h1>
      {notice ? <Notice kind="offline">{notice}</Notice> : null}
      {isLoading ? (
        <Spinner />
      ) : (
        <div className="flex flex-col gap-3">
          <BookingsList
            bookings={bookings}
            services={[...catalogue, ...providers]}
            onNotice={setNotice}
            emptyText={t.page.noBookingsText}
          />
        </div>
      )}
    </div>
  )
}
