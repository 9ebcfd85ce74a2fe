import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginCallback,
} from 'fastify'
import { installAuthGuard } from '../auth/auth.guard.js'
import type { SessionAuthenticator } from '../auth/session.js'
import { errorCodes } from '../contract/error-codes.js'
import { serverMessages } from '../contract/errors.js'
import { HttpError } from './http-error.js'
import { installIdempotency } from './idempotency.js'
import type { IdempotencyRepository } from './idempotency.repository.js'
import type { InstanceHeartbeat } from './instance-heartbeat.js'

/**
 * A module's share of `/api`: called inside the one authenticated scope (guard, idempotency,
 * no-store), once every module is built, in app.ts's order.
 */
export type ApiRoutes = (api: FastifyInstance) => Promise<void>

/** The routes of `plugins`, registered one after the other under `/api`. */
export function apiRoutes(...plugins: (FastifyPluginAsync | FastifyPluginCallback)[]): ApiRoutes {
  return async (api) => {
    for (const plugin of plugins) await api.register(plugin)
  }
}

export interface ApiScopeOptions {
  auth: SessionAuthenticator
  idempotency: { repository: IdempotencyRepository; instance: InstanceHeartbeat }
  log: FastifyBaseLogger
}

/**
 * `/api/*`: a bearer token is required unless a route says it is public, mutating routes are
 * idempotent by key, answers are not cached unless a route says so, and an unknown path is a
 * JSON 404. `modules` register their routes in the order given.
 */
export async function registerApiScope(
  app: FastifyInstance,
  options: ApiScopeOptions,
  modules: readonly { routes: ApiRoutes }[],
): Promise<void> {
  await app.register(
    async (api) => {
      installAuthGuard(api, options.auth)
      // After the guard: keys are per user. Covers every mutating route registered below.
      const { repository, instance } = options.idempotency
      installIdempotency(api, { repository, log: options.log, instance })
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store')
      })
      for (const module of modules) await module.routes(api)
      // Public so that an unknown path says 404 rather than asking for a token.
      api.all('/*', { config: { public: true } }, () => {
        throw new HttpError(404, errorCodes.notFound, serverMessages.notFound)
      })
    },
    { prefix: '/api' },
  )
}
