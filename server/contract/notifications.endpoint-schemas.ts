import { z } from 'zod'
import { withSchemas } from './endpoint-schemas.js'
import {
  notificationTestMessages,
  notificationTestTypes,
  type NotificationTestType,
} from './notification-test.contract.js'
import { notificationsEndpoints } from './notifications.endpoints.js'

/**
 * An empty body is read as {}, so a missing type gets the type's own message, not the generic
 * one for a body that is not an object.
 */
const testSchema = z.preprocess(
  (body) => body ?? {},
  z.object({
    type: z.enum(notificationTestTypes, { error: notificationTestMessages.invalidType }),
  }),
) as z.ZodType<{ type: NotificationTestType }, { type: NotificationTestType }>

export const notificationsTable = withSchemas(notificationsEndpoints, {
  test: { body: testSchema },
})
