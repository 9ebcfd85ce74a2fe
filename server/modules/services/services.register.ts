import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import { apiRoutes } from '../../http/api-scope.js'
import type { NotificationsService } from '../notifications/notifications.service.js'
import { createServicesModule } from './index.js'

export interface ServicesDeps extends AppDeps {
  notifications: NotificationsService
}

/** The services catalogue, bookings and cremation requests, with the appointment reminders. */
export function registerServices(app: FastifyInstance, deps: ServicesDeps) {
  const { notifications } = deps
  const services = createServicesModule({
    database: deps.database,
    broadcaster: deps.broadcaster,
    notify: (userIds, payload) => notifications.notifyUsers(userIds, payload),
    currency: deps.config.currency,
    log: deps.log,
  })
  // Premium 'Recordatorios de salud': the day before each health appointment.
  const stopReminders = services.startSweeper()
  app.addHook('onClose', (_instance, done) => {
    stopReminders()
    done()
  })
  return {
    feeds: { services: services.feeds.servicesFeed, bookings: services.feeds.bookingsFeed },
    routes: apiRoutes(...services.routes),
  }
}
