import type { FastifyInstance } from 'fastify'
import { apiRoutes } from '../../http/api-scope.js'
import { notifyThrough, type NotifyingDeps } from '../notifications/notifications.register.js'
import { runUntilClose } from '../../http/on-close.js'
import { createServicesModule } from './index.js'

/** The services catalogue, bookings and cremation requests, with the appointment reminders. */
export function registerServices(app: FastifyInstance, deps: NotifyingDeps) {
  const services = createServicesModule({
    database: deps.database,
    broadcaster: deps.broadcaster,
    writes: deps.queuedWrites,
    notify: notifyThrough(deps.notifications),
    currency: deps.config.currency,
    log: deps.log,
  })
  // Premium 'Recordatorios de salud': the day before each health appointment.
  runUntilClose(app, () => services.startSweeper())
  return {
    feeds: { services: services.feeds.servicesFeed, bookings: services.feeds.bookingsFeed },
    routes: apiRoutes(...services.routes),
  }
}
