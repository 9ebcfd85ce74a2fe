import type { FastifyPluginCallback } from 'fastify'
import type { PushPreferencesPatch } from '../../contract/push.contract.js'
import { pushTable as table } from '../../contract/push.endpoint-schemas.js'
import { route } from '../../http/route.js'
import type { PushService } from './push.service.js'

/** /api/notifications push routes (contract: push.contract.ts); each user reaches only their own. */
export function pushRoutes(push: PushService, publicKey: string): FastifyPluginCallback {
  return (app, _options, done) => {
    route(app, table.pushKey, () => ({ publicKey }))
    route(app, table.subscribe, async ({ session, body }) => {
      const preferences = await push.subscribe(
        { userId: session.user.id, tokenHash: session.tokenHash },
        body.subscription,
        body.preferences,
      )
      return { success: true as const, preferences }
    })
    route(app, table.unsubscribe, async ({ session, body }) => ({
      success: true as const,
      removed: await push.unsubscribe(session.user.id, body?.endpoint),
    }))
    route(app, table.preferences, async ({ session }) => ({
      success: true as const,
      preferences: await push.preferences(session.user.id),
    }))
    route(app, table.setPreferences, async ({ session, body }) => ({
      success: true as const,
      preferences: await push.updatePreferences(session.user.id, body as PushPreferencesPatch),
    }))
    done()
  }
}
