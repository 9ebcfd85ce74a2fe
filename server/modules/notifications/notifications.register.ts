import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import { apiRoutes } from '../../http/api-scope.js'
import { errorCodes } from '../../contract/error-codes.js'
import {
  NOTIFICATION_TEST_WINDOW_SECONDS,
  NOTIFICATION_TESTS_PER_WINDOW,
  notificationTestMessages,
} from '../../contract/notification-test.contract.js'
import { notificationsFeed } from './notifications.feed.js'
import { createNotificationsRepository } from './notifications.repository.js'
import { notificationsRoutes } from './notifications.routes.js'
import {
  createNotificationsService,
  type NotificationPayload,
  type NotificationsService,
} from './notifications.service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** In-app notifications: other modules deliver through notifyUsers and the lost-pet notices. */
    notifications: NotificationsService
  }
}

/** What a module that sends notifications is registered with. */
export interface NotifyingDeps extends AppDeps {
  notifications: NotificationsService
}

/** The `notify` a module's services are given: the notifications service's notifyUsers. */
export const notifyThrough =
  (notifications: NotificationsService) =>
  (userIds: readonly string[], payload: NotificationPayload) =>
    notifications.notifyUsers(userIds, payload)

export interface NotificationsDeps extends AppDeps {
  /** Called once a notice is stored: the push worker sends it without waiting for its tick. */
  wakePush: () => void
}

/** In-app notifications: the service other modules deliver through, its routes and feed. */
export function registerNotifications(app: FastifyInstance, deps: NotificationsDeps) {
  const { config } = deps
  const service = createNotificationsService({
    repository: createNotificationsRepository(deps.database.db),
    broadcaster: deps.broadcaster,
    dailyMax: config.notificationsDailyMax,
    alertRadiusKm: config.alertRadiusKm,
    log: deps.log,
    onStored: deps.wakePush,
  })
  app.decorate('notifications', service)
  const testLimit = deps.rateLimits.paired({
    name: 'notification-test',
    perIp: { points: NOTIFICATION_TESTS_PER_WINDOW * 5, seconds: NOTIFICATION_TEST_WINDOW_SECONDS },
    perAccount: {
      points: NOTIFICATION_TESTS_PER_WINDOW,
      seconds: NOTIFICATION_TEST_WINDOW_SECONDS,
    },
    code: errorCodes.tooManyRequests,
    message: notificationTestMessages.tooMany,
  })
  return {
    service,
    feeds: { notifications: notificationsFeed(service) },
    routes: apiRoutes(notificationsRoutes(service, testLimit, deps.queuedWrites)),
  }
}
