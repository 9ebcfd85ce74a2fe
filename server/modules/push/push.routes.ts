import type { FastifyPluginCallback } from 'fastify'
import {
  pushPreferencesPatchSchema,
  subscribeSchema,
  unsubscribeSchema,
  type PushKeyResponse,
  type PushPreferencesPatch,
  type PushPreferencesResponse,
  type UnsubscribeResponse,
} from '../../contract/push.contract.js'
import { requireSession } from '../../auth/auth.guard.js'
import { parseInput } from '../../http/validation.js'
import type { PushService } from './push.service.js'

/** /api/notifications push routes (contract: push.contract.ts); each user reaches only their own. */
export function pushRoutes(push: PushService, publicKey: string): FastifyPluginCallback {
  return (app, _options, done) => {
    app.get('/notifications/push-key', (request): PushKeyResponse => {
      requireSession(request)
      return { publicKey }
    })
    app.post('/notifications/subscribe', async (request): Promise<PushPreferencesResponse> => {
      const session = requireSession(request)
      const input = parseInput(subscribeSchema, request.body)
      const preferences = await push.subscribe(
        { userId: session.user.id, tokenHash: session.tokenHash },
        input.subscription,
        input.preferences,
      )
      return { success: true, preferences }
    })
    app.post('/notifications/unsubscribe', async (request): Promise<UnsubscribeResponse> => {
      const userId = requireSession(request).user.id
      const input = parseInput(unsubscribeSchema, request.body ?? undefined)
      return { success: true, removed: await push.unsubscribe(userId, input?.endpoint) }
    })
    app.get('/notifications/preferences', async (request): Promise<PushPreferencesResponse> => {
      const userId = requireSession(request).user.id
      return { success: true, preferences: await push.preferences(userId) }
    })
    app.put('/notifications/preferences', async (request): Promise<PushPreferencesResponse> => {
      const userId = requireSession(request).user.id
      const patch = parseInput(pushPreferencesPatchSchema, request.body) as PushPreferencesPatch
      return { success: true, preferences: await push.updatePreferences(userId, patch) }
    })
    done()
  }
}
