import type { FastifyPluginCallback } from 'fastify'
import { notificationTestMessages } from '../../contract/notification-test.contract.js'
import { notificationsTable as table } from '../../contract/notifications.endpoint-schemas.js'
import type { PairedLimit } from '../../http/rate-limits.js'
import { route } from '../../http/route.js'
import type { NotificationsService } from './notifications.service.js'

/** /api/notifications (contract: notifications.contract.ts); each user reaches only their own. */
export function notificationsRoutes(
  notifications: NotificationsService,
  testLimit: PairedLimit,
): FastifyPluginCallback {
  return (app, _options, done) => {
    // /notifications/test (notification-test.contract.ts): a sample for the caller only.
    route(app, table.test, async ({ session, body }, request) => {
      const userId = session.user.id
      await testLimit.consume(request.ip, userId)
      const delivered = await notifications.notifyTest(userId, body.type)
      return {
        success: true as const,
        delivered,
        message: delivered ? notificationTestMessages.sent : notificationTestMessages.capped,
      }
    })
    // Declared before '/:id/read' so 'read-all' is never taken for an id.
    route(app, table.readAll, ({ session }) => notifications.markAllRead(session.user.id))
    route(app, table.read, ({ session, params }) =>
      notifications.markRead(session.user.id, params.id),
    )
    route(app, table.clear, ({ session }) => notifications.clear(session.user.id))
    done()
  }
}
