import { endpoints, shape } from './endpoint.js'
import type {
  FavoritesResponse,
  MatchListResponse,
  MatchResponse,
  QuotaResponse,
  SuccessResponse,
  SuperLikeInput,
  SuperLikesResponse,
  SwipeInput,
  SwipeResponse,
} from './matches.contract.js'

/**
 * /api/matches and /api/favorites (rules: matches.contract.ts): swipes, the daily quota, the
 * caller's matches and favorites. Swipes, unmatching and removing a favorite are queued.
 */
export const matchesEndpoints = endpoints({
  swipe: {
    method: 'POST',
    path: '/api/matches/swipe',
    auth: 'user',
    delivery: 'queued',
    summary: "Likes or passes a pet (a like back makes a match); counts toward the day's quota",
    ...shape<SwipeResponse, SwipeInput>(),
  },
  superLike: {
    method: 'POST',
    path: '/api/matches/super-like',
    auth: 'user',
    delivery: 'queued',
    summary: "Super likes a pet on behalf of one of the caller's pets",
    ...shape<SwipeResponse, SuperLikeInput>(),
  },
  quota: {
    method: 'GET',
    path: '/api/matches/quota',
    auth: 'user',
    delivery: 'read',
    summary: "The caller's likes and super likes left today",
    ...shape<QuotaResponse>(),
  },
  superLikes: {
    method: 'GET',
    path: '/api/matches/super-likes',
    auth: 'user',
    delivery: 'read',
    summary: 'The super likes the caller sent',
    ...shape<SuperLikesResponse>(),
  },
  list: {
    method: 'GET',
    path: '/api/matches',
    auth: 'user',
    delivery: 'read',
    summary: "The caller's matches",
    ...shape<MatchListResponse>(),
  },
  match: {
    method: 'GET',
    path: '/api/matches/:id',
    auth: 'user',
    delivery: 'read',
    summary: "One of the caller's matches with both pets and the other owner",
    ...shape<MatchResponse>(),
  },
  unmatch: {
    method: 'DELETE',
    path: '/api/matches/:id',
    auth: 'user',
    delivery: 'queued',
    summary: 'Undoes a match, for both owners',
    ...shape<SuccessResponse>(),
  },
  favorites: {
    method: 'GET',
    path: '/api/favorites',
    auth: 'user',
    delivery: 'read',
    summary: 'The pets the caller liked',
    ...shape<FavoritesResponse>(),
  },
  removeFavorite: {
    method: 'DELETE',
    path: '/api/favorites/:id',
    auth: 'user',
    delivery: 'queued',
    summary: "Removes one of the caller's favorites",
    ...shape<SuccessResponse>(),
  },
})
