import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import { apiRoutes } from '../../http/api-scope.js'
import type { NotificationsService } from '../notifications/notifications.service.js'
import { matchesFeed } from './matches.feed.js'
import { matchesRoutes } from './matches.routes.js'
import { createMatchesService } from './matches.service.js'
import { createMatchesViewsRepository } from './matches-views.repository.js'
import { createSwipesRepository } from './swipes.repository.js'

export interface MatchesDeps extends AppDeps {
  notifications: NotificationsService
}

/**
 * Likes and matches: the service, its routes and the `matches` feed. A match that ends hands
 * its chat to `app.chat`, decorated by the chat module, which is built after this one (it
 * needs matches); a match can only end once requests are served.
 */
export function registerMatches(app: FastifyInstance, deps: MatchesDeps) {
  const swipes = createSwipesRepository(deps.database.db)
  const views = createMatchesViewsRepository(deps.database.db)
  const service = createMatchesService({
    swipes,
    views,
    broadcaster: deps.broadcaster,
    writes: deps.queuedWrites,
    freeDailyLikes: deps.config.freeDailyLikes,
    notifier: deps.notifications,
    log: deps.log,
    onMatchEnded: (ended, reason) => app.chat.afterMatchEnded(ended, reason),
  })
  return {
    service,
    swipes,
    views,
    feeds: { matches: matchesFeed(service) },
    routes: apiRoutes(matchesRoutes(service)),
  }
}
