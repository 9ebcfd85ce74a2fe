import { MapPin, Phone } from 'lucide-react'
import type { ServiceFeedDoc } from '@contract/services.messages'
import { services as t } from '../../i18n/es/services'
import { ServiceRating } from './ServiceRating'
import { formatPriceRange } from './service-format'
import { Button } from '../../ui/Button'

interface ProviderCardProps {
  provider: ServiceFeedDoc
  distanceKm: number | null
  onBook: (provider: ServiceFeedDoc) => void
}

/**
 * §2 /health-services provider card: name, type, rating, reviews, distance, price range, phone,
 * address, services and availability ('Disponible' or 'Ocupado'); available ones can be booked.
 */
export function ProviderCard({ provider, distanceKm, onBook }: ProviderCardProps) {
  const headingId = `provider-${provider.id}`
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-1.5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-100"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-semibold text-gray-900">
            {provider.name}
          </h3>
          <p className="text-sm text-gray-600">{t.categories[provider.category]}</p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${
            provider.isAvailable ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-700'
          }`}
        >
          {provider.isAvailable ? t.health.isAvailable : t.health.busy}
        </span>
      </div>
      <p className="flex items-center gap-1 text-sm text-gray-700">
        <ServiceRating service={provider} />
        {distanceKm !== null && distanceKm > 0 ? (
          <span className="text-gray-500"> · {t.page.distance(distanceKm.toFixed(1))}</span>
        ) : null}
      </p>
      <p className="text-sm text-gray-800">
        <span className="sr-only">{t.health.priceRange}: </span>
        {formatPriceRange(provider.price, provider.priceMax, provider.currency)}
      </p>
      {provider.phone ? (
        <a
          href={`tel:${provider.phone.replace(/[^\d+]/g, '')}`}
          className="inline-flex items-center gap-1 text-sm text-brand-700"
        >
          <Phone aria-hidden="true" className="h-4 w-4" />
          {provider.phone}
        </a>
      ) : null}
      <p className="inline-flex items-center gap-1 text-sm text-gray-600">
        <MapPin aria-hidden="true" className="h-4 w-4" />
        {provider.address ?? provider.location}
      </p>
      <ul aria-label={t.health.services} className="flex flex-wrap gap-1">
        {provider.serviceTypes.map((type) => (
          <li key={type} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
            {type}
          </li>
        ))}
      </ul>
      {provider.isAvailable ? (
        <Button
          onClick={() => onBook(provider)}
          aria-label={`${t.health.bookAppointment}: ${provider.name}`}
          className="mt-1"
        >
          {t.health.bookAppointment}
        </Button>
      ) : null}
    </article>
  )
}
