import { MapPin, Phone } from 'lucide-react'
import type { ServiceFeedDoc } from '@contract/services.messages'
import { services as t } from '../../i18n/es/services'
import { ServiceRating } from './ServiceRating'
import { formatPriceRange } from './service-format'
import { Button } from '../../ui/Button'
import { CatalogueCard } from './CatalogueCard'

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
  return (
    <CatalogueCard
      headingId={`provider-${provider.id}`}
      heading="h3"
      title={provider.name}
      subtitle={t.categories[provider.category]}
      aside={
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${
            provider.isAvailable ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-700'
          }`}
        >
          {provider.isAvailable ? t.health.isAvailable : t.health.busy}
        </span>
      }
      className="gap-1.5 ring-1 ring-gray-100"
    >
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
    </CatalogueCard>
  )
}
