import type { FastifyPluginCallback } from 'fastify'
import { notificationTestMessages } from '../../contract/notification-test.contract.js'
import { notificationsTable as table } from '../../contract/notifications.endpoint-schemas.js'
import type { QueuedWrites, WriteTicket } from '../../http/queued-writes.js'
import type { PairedLimit } from '../../http/rate-limits.js'
import { queuedRoute, route } from '../../http/route.js'
import type { NotificationReadWrite, NotificationsService } from './notifications.service.js'

/** /api/notifications (contract: notifications.contract.ts); each user reaches only their own. */
export function notificationsRoutes(
  notifications: NotificationsService,
  testLimit: PairedLimit,
  writes: QueuedWrites,
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
    /** Queued writes in the group commit: the answer is the one their key stored. */
    async function commit(write: NotificationReadWrite, ticket: WriteTicket | null) {
      const committed = await writes.commit(notifications.readWrites, write, {
        ticket,
        answer: (rows) => ({ status: 200, body: notifications.answerOf(rows) }),
      })
      if (!committed.isReplay) notifications.publish(committed.output)
      return committed
    }
    // Declared before '/:id/read' so 'read-all' is never taken for an id.
    queuedRoute(app, table.readAll, async ({ session }, request) =>
      commit({ op: 'read-all', userId: session.user.id }, request.writeTicket),
    )
    queuedRoute(app, table.read, async ({ session, params }, request) =>
      commit({ op: 'read', userId: session.user.id, id: params.id }, request.writeTicket),
    )
    queuedRoute(app, table.clear, async ({ session }, request) =>
      commit({ op: 'clear', userId: session.user.id }, request.writeTicket),
    )
    done()
  }
}
