/**
 * Wire contract of matching: swipes, super likes, matches, favorites and the daily
 * quotas. Every mutating call takes an Idempotency-Key (server/http/idempotency.ts).
 *
 * - POST   /api/matches/swipe       SwipeInput        → SwipeResponse
 *     Without userPetId the swipe is recorded in browsing mode (never a match). A repeat on the
 *     same pet by the same actor answers 200 like the first, with alreadyInteracted: true.
 * - POST   /api/matches/super-like  SuperLikeInput    → SwipeResponse (action 'superlike')
 * - GET    /api/matches/quota                         → QuotaResponse (the swipes indicator)
 * - GET    /api/matches                               → MatchListResponse (live matches)
 * - GET    /api/matches/super-likes                   → SuperLikesResponse
 * - GET    /api/matches/{id}                          → MatchResponse (members only, else 404)
 * - DELETE /api/matches/{id}                          → SuccessResponse (unmatch, for both)
 * - GET    /api/favorites                             → FavoritesResponse
 * - DELETE /api/favorites/{id}                        → SuccessResponse (own favorites only)
 * - GET    /api/sync/matches/pull?seq&limit           → PullResponse<MatchFeedDoc>
 *
 * Quotas are per UTC day and enforced by the server: free users FREE_DAILY_LIKES likes
 * (default 10) and 1 super like; premium users unlimited likes and 5 super likes. Past the
 * quota: 429 `daily-limit-reached` with a Spanish message and Retry-After (seconds to the next
 * UTC midnight). Passes are free.
 */
import { z } from 'zod'
import { matchMessages, matchRules, swipeActions, type SwipeAction } from './matches.messages.js'
import { requiredText } from './text-fields.js'

export * from './matches.messages.js'

const petId = (required: string) =>
  requiredText(required, matchRules.idMaxLength, matchMessages.petIdInvalid)

export const swipeSchema = z.object({
  targetPetId: petId(matchMessages.targetRequired),
  action: z.enum(swipeActions, { error: matchMessages.actionInvalid }),
  /** the caller's own pet that answers; absent or null: browsing mode */
  userPetId: petId(matchMessages.petIdInvalid).nullish(),
})
export type SwipeInput = z.input<typeof swipeSchema>

export const superLikeSchema = z.object({
  targetPetId: petId(matchMessages.targetRequired),
  /** required, but checked by the service so its absence gets the spec's own message */
  userPetId: petId(matchMessages.superLikeNeedsPet).nullish(),
})
export type SuperLikeInput = z.input<typeof superLikeSchema>

export interface PetSummary {
  id: string
  name: string
  breed: string
  age: number
  photo: string | null
}

export interface UserSummary {
  id: string
  name: string
  avatar: string | null
}

/** What is left today; null limits and remainders mean unlimited. */
export interface DailyQuota {
  isPremium: boolean
  likesLimit: number | null
  likesUsed: number
  likesRemaining: number | null
  superLikesLimit: number
  superLikesUsed: number
  superLikesRemaining: number
  /** the next UTC midnight, when the counts start again */
  resetsAt: string
}

export interface QuotaResponse {
  quota: DailyQuota
}

/** spec §3 'Match list item' (chat fields empty until the chat issue) plus both pets' ids. */
export interface MatchListItem {
  id: string
  petId: string
  petName: string
  petBreed: string
  petImage: string | null
  userId: string
  userName: string
  userAvatar: string | null
  myPetId: string
  myPetName: string
  isSuperLike: boolean
  lastMessage: string | null
  lastMessageTime: string | null
  matchedAt: string
  unreadCount: number
}

/** spec §3 'Match' and 'Current match (chat)'. */
export interface MatchDetail extends MatchListItem {
  myPet: PetSummary
  otherPet: PetSummary
  otherUser: UserSummary
  createdAt: string
}

export interface SwipeResponse {
  success: true
  action: SwipeAction | 'superlike'
  matched: boolean
  /** also `isMatch`, the name the spec's profile screen reads */
  isMatch: boolean
  browsingMode: boolean
  alreadyInteracted: boolean
  /** matchMessages.alreadyInteracted on a repeat, else absent */
  message?: string
  match: MatchDetail | null
  quota: DailyQuota
}

export interface MatchListResponse {
  matches: MatchListItem[]
}

export interface MatchResponse {
  match: MatchDetail
}

export interface SentSuperLike {
  id: string
  createdAt: string
  matchId: string | null
  targetPet: PetSummary
  targetUser: UserSummary
  yourPet: { id: string; name: string }
}

export interface ReceivedSuperLike {
  id: string
  createdAt: string
  matchId: string | null
  fromPet: PetSummary
  fromUser: UserSummary
  yourPet: { id: string; name: string }
}

export interface SuperLikesResponse {
  sent: SentSuperLike[]
  received: ReceivedSuperLike[]
}

/** spec §3 'Favorite': a like or super like the user has not removed. */
export interface Favorite {
  id: string
  petId: string
  petName: string
  petBreed: string
  petAge: number
  petImage: string | null
  userName: string
  userAvatar: string | null
  isSuperLike: boolean
  isMatch: boolean
  matchId: string | null
  likedAt: string
  matchedAt: string | null
}

export interface FavoritesResponse {
  success: true
  favorites: Favorite[]
}

export interface SuccessResponse {
  success: true
}
