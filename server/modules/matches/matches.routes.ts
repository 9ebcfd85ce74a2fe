import type { FastifyPluginCallback } from 'fastify'
import {
  superLikeSchema,
  swipeSchema,
  type FavoritesResponse,
  type MatchListResponse,
  type MatchResponse,
  type QuotaResponse,
  type SuccessResponse,
  type SuperLikesResponse,
  type SwipeResponse,
} from '../../contract/matches.contract.js'
import { parseInput } from '../../http/validation.js'
import { requireSession } from '../../auth/auth.guard.js'
import type { MatchesService } from './matches.service.js'

interface IdParams {
  id: string
}

/** Ids longer than any we make cannot exist: no need to ask the database. */

/** /api/matches and /api/favorites (contract: matches.contract.ts). */
export function matchesRoutes(matches: MatchesService): FastifyPluginCallback {
  return (app, _options, done) => {
    app.post('/matches/swipe', async (request): Promise<SwipeResponse> => {
      const { user } = requireSession(request)
      const input = parseInput(swipeSchema, request.body)
      return matches.swipe(user, input)
    })

    app.post('/matches/super-like', async (request): Promise<SwipeResponse> => {
      const { user } = requireSession(request)
      const input = parseInput(superLikeSchema, request.body)
      return matches.swipe(user, { ...input, action: 'superlike' })
    })

    app.get('/matches/quota', async (request): Promise<QuotaResponse> => {
      return { quota: await matches.quota(requireSession(request).user) }
    })

    app.get('/matches/super-likes', async (request): Promise<SuperLikesResponse> => {
      return matches.superLikes(requireSession(request).user.id)
    })

    app.get('/matches', async (request): Promise<MatchListResponse> => {
      return matches.list(requireSession(request).user.id)
    })

    app.get<{ Params: IdParams }>('/matches/:id', async (request): Promise<MatchResponse> => {
      const viewer = requireSession(request).user.id
      return { match: await matches.get(viewer, request.params.id) }
    })

    app.delete<{ Params: IdParams }>('/matches/:id', async (request): Promise<SuccessResponse> => {
      const viewer = requireSession(request).user.id
      return matches.unmatch(viewer, request.params.id)
    })

    app.get('/favorites', async (request): Promise<FavoritesResponse> => {
      return matches.favorites(requireSession(request).user.id)
    })

    app.delete<{ Params: IdParams }>(
      '/favorites/:id',
      async (request): Promise<SuccessResponse> => {
        const viewer = requireSession(request).user.id
        return matches.removeFavorite(viewer, request.params.id)
      },
    )
    done()
  }
}
