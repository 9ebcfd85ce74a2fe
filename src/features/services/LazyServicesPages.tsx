import { lazy, type ComponentProps } from 'react'
import { ScreenSuspense } from '../../ui/ScreenSuspense'

/**
 * /services, /health-services, /funeral-services and a booking's page load as chunks of their own while the
 * spinner paints, as /reproductive-health does: the signed-in first load stays within
 * design.md's 250 KiB. This wrapper imports nothing else.
 */
const ServicesPage = lazy(() =>
  import('./ServicesPage').then((module) => ({ default: module.ServicesPage })),
)
const HealthServicesPage = lazy(() =>
  import('./HealthServicesPage').then((module) => ({ default: module.HealthServicesPage })),
)
const FuneralServicesPage = lazy(() =>
  import('./FuneralServicesPage').then((module) => ({ default: module.FuneralServicesPage })),
)
const MyBookingsPage = lazy(() =>
  import('./MyBookingsPage').then((module) => ({ default: module.MyBookingsPage })),
)
const BookingPage = lazy(() =>
  import('./BookingPage').then((module) => ({ default: module.BookingPage })),
)

export function LazyServicesPage() {
  return (
    <ScreenSuspense>
      <ServicesPage />
    </ScreenSuspense>
  )
}

export function LazyHealthServicesPage() {
  return (
    <ScreenSuspense>
      <HealthServicesPage />
    </ScreenSuspense>
  )
}

export function LazyBookingPage(props: ComponentProps<typeof BookingPage>) {
  return (
    <ScreenSuspense>
      <BookingPage {...props} />
    </ScreenSuspense>
  )
}

export function LazyFuneralServicesPage() {
  return (
    <ScreenSuspense>
      <FuneralServicesPage />
    </ScreenSuspense>
  )
}

export function LazyMyBookingsPage() {
  return (
    <ScreenSuspense>
      <MyBookingsPage />
    </ScreenSuspense>
  )
}
