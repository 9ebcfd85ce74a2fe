import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import { apiRoutes } from '../../http/api-scope.js'
import { createCommentsRepository } from './comments.repository.js'
import { commentsRoutes } from './comments.routes.js'
import { createCommentsService } from './comments.service.js'

/** Comments on pets' profiles. */
export function registerComments(_app: FastifyInstance, deps: AppDeps) {
  const service = createCommentsService({
    repository: createCommentsRepository(deps.database.db),
    writes: deps.queuedWrites,
  })
  return { routes: apiRoutes(commentsRoutes(service)) }
}
