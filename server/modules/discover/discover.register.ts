import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import { apiRoutes } from '../../http/api-scope.js'
import { sharedSecret } from '../../db/server-secrets.repository.js'
import { createCursorSeal } from './discover-cursor.js'
import { createDiscoverRepository } from './discover.repository.js'
import { discoverRoutes } from './discover.routes.js'
import { createDiscoverService } from './discover.service.js'

/**
 * 'Descubrir': pets near the user, paged by sealed cursors. Every node must seal with the same
 * secret: CURSOR_SECRET, else one made once and kept in the database.
 */
export async function registerDiscover(_app: FastifyInstance, deps: AppDeps) {
  const { database, config } = deps
  const service = createDiscoverService({
    repository: createDiscoverRepository(database.db, database.dialect),
    cursors: createCursorSeal(
      config.cursorSecret ?? (await sharedSecret(database.db, 'discover-cursor')),
    ),
  })
  return { routes: apiRoutes(discoverRoutes(service)) }
}
