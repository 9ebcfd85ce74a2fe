import type { FastifyPluginCallback } from 'fastify'
import { matchesTable as table } from '../../contract/matches.endpoint-schemas.js'
import { route } from '../../http/route.js'
import type { MatchesService } from './matches.service.js'

/** /api/matches and /api/favorites (contract: matches.contract.ts). */
export function matchesRoutes(matches: MatchesService): FastifyPluginCallback {
  return (app, _options, done) => {
    route(app, table.swipe, ({ session, body }) => matches.swipe(session.user, body))
    route(app, table.superLike, ({ session, body }) =>
      matches.swipe(session.user, { ...body, action: 'superlike' }),
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
    route(app, table.unmatch, ({ session, params }) => matches.unmatch(session.user.id, params.id))
    route(app, table.favorites, ({ session }) => matches.favorites(session.user.id))
    route(app, table.removeFavorite, ({ session, params }) =>
      matches.removeFavorite(session.user.id, params.id),
    )
    done()
  }
}
