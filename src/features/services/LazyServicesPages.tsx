import { lazy, Suspense, type ComponentProps } from 'react'
import { Spinner } from '../../ui/Spinner'

/**
 * /services, /health-services and a booking's page load as chunks of their own while the
 * spinner paints, as /reproductive-health does: the signed-in first load stays within
 * design.md's 250 KiB. This wrapper imports nothing else.
 */
const ServicesPage = lazy(() =>
  import('./ServicesPage').then((module) => ({ default: module.ServicesPage })),
)
const HealthServicesPage = lazy(() =>
  import('./HealthServicesPage').then((module) => ({ default: module.HealthServicesPage })),
)
const BookingPage = lazy(() =>
  import('./BookingPage').then((module) => ({ default: module.BookingPage })),
)

const fallback = (
  <div className="py-16">
    <Spinner />
  </div>
)

export function LazyServicesPage() {
  return (
    <Suspense fallback={fallback}>
      <ServicesPage />
    </Suspense>
  )
}

export function LazyHealthServicesPage() {
  return (
    <Suspense fallback={fallback}>
      <HealthServicesPage />
    </Suspense>
  )
}

export function LazyBookingPage(props: ComponentProps<typeof BookingPage>) {
  return (
    <Suspense fallback={fallback}>
      <BookingPage {...props} />
    </Suspense>
  )
}
