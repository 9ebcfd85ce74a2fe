import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import { apiRoutes } from '../../http/api-scope.js'
import { createPushModule } from './index.js'
import { pushRoutes } from './push.routes.js'

/**
 * Web push: the service (other modules wake it when a notice is stored) and its routes. The
 * worker asks the chat module whether a chat is muted, so app.ts starts it (`startWorker`)
 * only once `app.chat` is decorated.
 */
export async function registerPush(app: FastifyInstance, deps: AppDeps) {
  const { config } = deps
  const push = await createPushModule({
    database: deps.database,
    vapidKeys: config.vapidKeys,
    vapidSubject: config.vapidSubject,
    leaseMs: config.pushLeaseSeconds * 1000,
    isChatMuted: (userId, matchId) => app.chat.isMuted(userId, matchId),
    log: deps.log,
  })
  return {
    service: push.service,
    startWorker(): void {
      const stop = push.service.start(config.pushPollSeconds * 1000)
      app.addHook('onClose', () => stop())
    },
    routes: apiRoutes(pushRoutes(push.service, push.publicKey)),
  }
}
