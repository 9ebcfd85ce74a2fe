import type { FastifyPluginCallback } from 'fastify'
import { z } from 'zod'
import {
  notificationTestMessages,
  notificationTestTypes,
  type NotificationTestResponse,
} from '../../contract/notification-test.contract.js'
import type { NotificationWriteResponse } from '../../contract/notifications.contract.js'
import { requireSession } from '../../auth/auth.guard.js'
import type { PairedLimit } from '../../http/rate-limits.js'
import { parseInput } from '../../http/validation.js'
import type { NotificationsService } from './notifications.service.js'

const testSchema = z.object({
  type: z.enum(notificationTestTypes, { error: notificationTestMessages.invalidType }),
})

/** /api/notifications (contract: notifications.contract.ts); each user reaches only their own. */
export function notificationsRoutes(
  notifications: NotificationsService,
  testLimit: PairedLimit,
): FastifyPluginCallback {
  return (app, _options, done) => {
    // /notifications/test (notification-test.contract.ts): a sample for the caller only.
    app.post('/notifications/test', async (request): Promise<NotificationTestResponse> => {
      const userId = requireSession(request).user.id
      const { type } = parseInput(testSchema, request.body ?? {})
      await testLimit.consume(request.ip, userId)
      const delivered = await notifications.notifyTest(userId, type)
      return {
        success: true,
        delivered,
        message: delivered ? notificationTestMessages.sent : notificationTestMessages.capped,
      }
    })
    // Declared before '/:id/read' so 'read-all' is never taken for an id.
    app.patch('/notifications/read-all', (request): Promise<NotificationWriteResponse> =>
      notifications.markAllRead(requireSession(request).user.id),
    )
    app.patch<{ Params: { id: string } }>(
      '/notifications/:id/read',
      (request): Promise<NotificationWriteResponse> =>
        notifications.markRead(requireSession(request).user.id, request.params.id),
    )
    app.delete('/notifications', (request): Promise<NotificationWriteResponse> =>
      notifications.clear(requireSession(request).user.id),
    )
    done()
  }
}
