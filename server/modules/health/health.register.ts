import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import { apiRoutes } from '../../http/api-scope.js'
import { healthRoutes } from './health.routes.js'
import { createHealthService } from './health.service.js'

/** GET /api/health for load balancers: the database's and Redis's state, and the version. */
export function registerHealth(_app: FastifyInstance, deps: AppDeps) {
  const { database, redis, config } = deps
  return {
    routes: apiRoutes(
      healthRoutes(createHealthService({ database, redis, version: config.version })),
    ),
  }
}
