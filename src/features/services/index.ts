/**
 * Pet services (spec §2 /services, /health-services, /funeral-services, bookings): each screen a
 * chunk of its own, loaded by its route through these lazy components.
 */
export {
  LazyServicesPage,
  LazyHealthServicesPage,
  LazyFuneralServicesPage,
  LazyBookingPage,
  LazyMyBookingsPage,
} from './LazyServicesPages'
