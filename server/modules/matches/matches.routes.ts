import type { FastifyPluginCallback } from 'fastify'
import { matchesTable as table } from '../../contract/matches.endpoint-schemas.js'
import { queuedRoute, route } from '../../http/route.js'
import type { MatchesService } from './matches.service.js'

/** /api/matches and /api/favorites (contract: matches.contract.ts). */
export function matchesRoutes(matches: MatchesService): FastifyPluginCallback {
  return (app, _options, done) => {
    queuedRoute(app, table.swipe, async ({ session, body }, request) =>
      matches.swipe(session.user, body, request.writeTicket),
    )
    queuedRoute(app, table.superLike, async ({ session, body }, request) =>
      matches.swipe(session.user, { ...body, action: 'superlike' }, request.writeTicket),
    )
    route(app, table.quota, async ({ session }) => ({
      quota: await matches.quota(session.user),
    }))
    route(app, table.superLikes, ({ session }) => matches.superLikes(session.user.id))
    route(app, table.list, ({ session }) => matches.list(session.user.id))
    route(app, table.match, async ({ session, params }) => {
      // Named first: the lint rule against hand-registered routes reads `.get(a.b, …)` as one.
      const viewer = session.user.id
      return { match: await matches.get(viewer, params.id) }
    })
    queuedRoute(app, table.unmatch, async ({ session, params }, request) =>
      matches.unmatch(session.user.id, params.id, request.writeTicket),
    )
    route(app, table.favorites, ({ session }) => matches.favorites(session.user.id))
    queuedRoute(app, table.removeFavorite, async ({ session, params }, request) =>
      matches.removeFavorite(session.user.id, params.id, request.writeTicket),
    )
    done()
  }
}
