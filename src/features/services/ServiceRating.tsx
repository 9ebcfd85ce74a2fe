import { Star } from 'lucide-react'
import type { ServiceFeedDoc } from '@contract/services.messages'
import { services as t } from '../../i18n/es/services'

/** A service's star, rating and review count, inline in its card; the rating is read out 'de 5'. */
export function ServiceRating({
  service,
  reviewsClassName = 'text-gray-500',
}: {
  service: Pick<ServiceFeedDoc, 'rating' | 'reviewCount'>
  reviewsClassName?: string
}) {
  return (
    <>
      <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-400" />
      <span aria-label={t.page.rating(service.rating)}>{service.rating.toFixed(1)}</span>
      <span className={reviewsClassName}>{t.page.reviews(service.reviewCount)}</span>
    </>
  )
}
