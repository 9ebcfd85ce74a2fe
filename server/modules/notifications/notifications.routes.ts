import type { FastifyPluginCallback } from 'fastify'
import type { NotificationWriteResponse } from '../../contract/notifications.contract.js'
import { requireSession } from '../../auth/auth.guard.js'
import type { NotificationsService } from './notifications.service.js'

/** Longer than any id we make: cannot exist, no need to ask the database. */
const ID_MAX_LENGTH = 64
const plausibleId = (id: string) => (id.length <= ID_MAX_LENGTH ? id : '')

/** /api/notifications (contract: notifications.contract.ts); each user reaches only their own. */
export function notificationsRoutes(notifications: NotificationsService): FastifyPluginCallback {
  return (app, _options, done) => {
    // Declared before '/:id/read' so 'read-all' is never taken for an id.
    app.patch('/notifications/read-all', (request): Promise<NotificationWriteResponse> =>
      notifications.markAllRead(requireSession(request).user.id),
    )
    app.patch<{ Params: { id: string } }>(
      '/notifications/:id/read',
      (request): Promise<NotificationWriteResponse> =>
        notifications.markRead(requireSession(request).user.id, plausibleId(request.params.id)),
    )
    app.delete('/notifications', (request): Promise<NotificationWriteResponse> =>
      notifications.clear(requireSession(request).user.id),
    )
    done()
  }
}
