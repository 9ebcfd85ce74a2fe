import { Check, Zap } from 'lucide-react'
import type { ServiceFeedDoc } from '@contract/services.messages'
import { funeral as t } from '../../i18n/es/funeral'
import { formatPrice } from './service-format'
import { ServiceDuration } from './ServiceDuration'
import { Button } from '../../ui/Button'
import { ServiceRating } from './ServiceRating'
import { CatalogueCard } from './CatalogueCard'

interface CremationPackageCardProps {
  service: ServiceFeedDoc
  /** 'h2' on the page, 'h3' inside the dialog */
  headingLevel: 'h2' | 'h3'
  isSelected?: boolean
  onRequest: (service: ServiceFeedDoc) => void
}

/**
 * A cremation package (spec §2 /funeral-services and the dialog's step 1): name, price,
 * duration, description, rating and reviews, provider, what it includes and 'Solicitar
 * Servicio'.
 */
export function CremationPackageCard({
  service,
  headingLevel,
  isSelected = false,
  onRequest,
}: CremationPackageCardProps) {
  return (
    <CatalogueCard
      headingId={`cremation-${headingLevel}-${service.id}`}
      heading={headingLevel}
      title={service.name}
      subtitle={service.provider}
      aside={
        <span className="shrink-0 text-lg font-bold text-gray-900">
          {formatPrice(service.price, service.currency)}
        </span>
      }
      className={`gap-2 ring-1 ${isSelected ? 'ring-2 ring-brand-500' : 'ring-gray-100'}`}
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700">
        <span className="inline-flex items-center gap-1">
          <ServiceRating service={service} reviewsClassName="text-gray-600" />
        </span>
        <ServiceDuration minutes={service.duration} />
      </p>
      <p className="text-sm text-gray-700">{service.description}</p>
      {service.cremation && service.cremation.includes.length > 0 ? (
        <div>
          <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase">
            {t.page.includes}
          </p>
          <ul className="mt-1 flex flex-col gap-0.5 text-sm text-gray-800">
            {service.cremation.includes.map((item) => (
              <li key={item} className="flex items-start gap-1.5">
                <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {service.cremation?.urgencyAvailable ? (
        <p className="inline-flex items-center gap-1 text-xs font-semibold text-amber-800">
          <Zap aria-hidden="true" className="h-4 w-4" />
          {t.page.urgencyAvailable}
        </p>
      ) : null}
      <Button
        aria-label={t.page.requestLabel(service.name)}
        onClick={() => onRequest(service)}
        className="mt-1"
      >
        {t.page.request}
      </Button>
    </CatalogueCard>
  )
}
