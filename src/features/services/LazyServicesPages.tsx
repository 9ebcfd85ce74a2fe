import { lazyScreen } from '../../ui/ScreenSuspense'

/**
 * /services, /health-services, /funeral-services and a booking's page load as chunks of their own while the
 * spinner paints, as /reproductive-health does: the signed-in first load stays within
 * design.md's 250 KiB. This wrapper imports nothing else.
 */
export const LazyServicesPage = lazyScreen(() =>
  import('./ServicesPage').then((module) => module.ServicesPage),
)

export const LazyHealthServicesPage = lazyScreen(() =>
  import('./HealthServicesPage').then((module) => module.HealthServicesPage),
)

export const LazyFuneralServicesPage = lazyScreen(() =>
  import('./FuneralServicesPage').then((module) => module.FuneralServicesPage),
)

export const LazyMyBookingsPage = lazyScreen(() =>
  import('./MyBookingsPage').then((module) => module.MyBookingsPage),
)

export const LazyBookingPage = lazyScreen(() =>
  import('./BookingPage').then((module) => module.BookingPage),
)
