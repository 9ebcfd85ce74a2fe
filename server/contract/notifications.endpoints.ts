import { endpoints, shape } from './endpoint.js'
import type {
  NotificationTestResponse,
  NotificationTestType,
} from './notification-test.contract.js'
import type { NotificationWriteResponse } from './notifications.contract.js'

/**
 * /api/notifications (rules: notifications.contract.ts, notification-test.contract.ts): the
 * caller's own feed. Reading and clearing are queued; the feed itself replicates (sync).
 */
export const notificationsEndpoints = endpoints({
  test: {
    method: 'POST',
    path: '/api/notifications/test',
    auth: 'user',
    delivery: 'online',
    summary: 'Sends the caller a sample notification of a type through the real pipeline',
    ...shape<NotificationTestResponse, { type: NotificationTestType }>(),
  },
  readAll: {
    method: 'PATCH',
    path: '/api/notifications/read-all',
    auth: 'user',
    delivery: 'queued',
    summary: "Marks every one of the caller's notifications read",
    ...shape<NotificationWriteResponse>(),
  },
  read: {
    method: 'PATCH',
    path: '/api/notifications/:id/read',
    auth: 'user',
    delivery: 'queued',
    summary: "Marks one of the caller's notifications read (another's is 404)",
    ...shape<NotificationWriteResponse>(),
  },
  clear: {
    method: 'DELETE',
    path: '/api/notifications',
    auth: 'user',
    delivery: 'queued',
    summary: "Clears the caller's notifications ('Limpiar todo')",
    ...shape<NotificationWriteResponse>(),
  },
})
