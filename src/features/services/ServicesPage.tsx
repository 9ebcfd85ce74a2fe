import { useMemo, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { SearchX } from 'lucide-react'
import { distanceKm } from '@contract/geo'
import { serviceCategories, type ServiceFeedDoc } from '@contract/services.messages'
import { EmptyState } from '../../ui/EmptyState'
import { SearchField } from '../../ui/SearchField'
import { Spinner } from '../../ui/Spinner'
import { chipClassName } from './chip-look'
import { services as t } from '../../i18n/es/services'
import { useBookingDialog, useHere } from './use-booking-dialog'
import { ServiceCard } from './ServiceCard'
import { useCatalogue } from './use-services'
import { Notice } from '../../ui/Notice'

type Category = (typeof serviceCategories)[number] | 'all'
const chips: Category[] = ['all', ...serviceCategories]

/** §2: the text filter over name, provider or description, case-insensitive. */
export function matchesSearch(service: ServiceFeedDoc, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('es')
  if (!needle) return true
  return [service.name, service.provider, service.description].some((text) =>
    text.toLocaleLowerCase('es').includes(needle),
  )
}

/**
 * /services (spec §2): search, category chips, the catalogue's cards and the empty state.
 * Internal services lead to their own screens; 'Reservar' opens the booking dialog for the
 * rest. From the local database, so it opens offline.
 */
export function ServicesPage() {
  const { services, isLoading } = useCatalogue('service')
  const here = useHere()
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState<Category>('all')
  const { dialog, setBooking, notice, setNotice } = useBookingDialog((message) => {
    if (!message) void navigate({ to: '/services/bookings' })
  })
  const shown = useMemo(
    () =>
      services.filter(
        (service) =>
          (category === 'all' || service.category === category) && matchesSearch(service, query),
      ),
    [services, category, query],
  )

  function open(service: ServiceFeedDoc) {
    if (service.isInternal && service.internalPath) {
      void navigate({ to: service.internalPath })
      return
    }
    setNotice(null)
    setBooking(service)
  }

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-4">
      <div className="flex items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{t.page.title}</h1>
          <p className="mt-1 text-sm text-gray-600">{t.page.intro}</p>
        </div>
        <Link
          to="/services/bookings"
          className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-brand-50 px-3 text-sm font-semibold whitespace-nowrap text-brand-700"
        >
          {t.page.myBookings}
        </Link>
      </div>
      <SearchField
        label={t.page.searchLabel}
        placeholder={t.page.search}
        value={query}
        onChange={setQuery}
      />
      <div
        role="group"
        aria-label={t.page.categoriesLabel}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1"
      >
        {chips.map((chip) => (
          <button
            key={chip}
            type="button"
            aria-pressed={category === chip}
            onClick={() => setCategory(chip)}
            className={chipClassName(category === chip, 'shrink-0 px-4')}
          >
            {t.categories[chip]}
          </button>
        ))}
      </div>
      {notice ? <Notice kind="offline">{notice}</Notice> : null}
      {isLoading ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <EmptyState icon={SearchX} title={t.page.empty} text={t.page.emptyText} />
      ) : (
        shown.map((service) => (
          <ServiceCard
            key={service.id}
            service={service}
            distanceKm={here ? distanceKm(here, service) : null}
            onBook={open}
          />
        ))
      )}
      {dialog}
    </div>
  )
}
