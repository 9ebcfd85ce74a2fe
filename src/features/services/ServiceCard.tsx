import { MapPin } from 'lucide-react'
import type { ServiceFeedDoc } from '@contract/services.messages'
import { services as t } from '../../i18n/es/services'
import { ServiceRating } from './ServiceRating'
import { formatPrice } from './service-format'
import { ServiceDuration } from './ServiceDuration'
import { Button } from '../../ui/Button'
import { CatalogueCard } from './CatalogueCard'

interface ServiceCardProps {
  service: ServiceFeedDoc
  /** km from the user, when their location is known */
  distanceKm: number | null
  onBook: (service: ServiceFeedDoc) => void
}

/**
 * §2 /services card: name, provider, category label, rating and reviews, price in the
 * deployment's currency, duration, location (plus distance when above 0 km), the first three
 * features, availability and 'Reservar'.
 */
export function ServiceCard({ service, distanceKm, onBook }: ServiceCardProps) {
  return (
    <CatalogueCard
      headingId={`service-${service.id}`}
      heading="h2"
      title={service.name}
      subtitle={service.provider}
      aside={
        <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
          {t.categories[service.category]}
        </span>
      }
      className="gap-2 ring-1 ring-gray-100"
    >
      <p className="flex items-center gap-1 text-sm text-gray-700">
        <ServiceRating service={service} />
      </p>
      <p className="text-sm text-gray-700">{service.description}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-700">
        <span className="text-base font-bold text-gray-900">
          {formatPrice(service.price, service.currency)}
        </span>
        <ServiceDuration minutes={service.duration} />
      </div>
      <p className="inline-flex items-center gap-1 text-sm text-gray-600">
        <MapPin aria-hidden="true" className="h-4 w-4" />
        {service.location}
        {distanceKm !== null && distanceKm > 0
          ? ` · ${t.page.distance(distanceKm.toFixed(1))}`
          : null}
      </p>
      <ul className="flex flex-wrap gap-1">
        {service.features.slice(0, 3).map((feature) => (
          <li key={feature} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
            {feature}
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-green-700">{service.availability}</span>
        <Button onClick={() => onBook(service)} aria-label={`${t.page.book}: ${service.name}`}>
          {t.page.book}
        </Button>
      </div>
    </CatalogueCard>
  )
}
