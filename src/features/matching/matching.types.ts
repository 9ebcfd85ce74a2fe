import type { DailyQuota, MatchDetail } from '@contract/matches.contract'

/**
 * The matching feature's public shapes: one swipe/super-like action used by the swipe
 * home and the pet profile, the daily quota, and the outcome screens react to.
 */
export type { DailyQuota, MatchDetail }

export type SwipeKind = 'like' | 'pass' | 'superlike'

/** What the optimistic favorite shows while a like waits offline (and the match modal). */
export interface SwipeTargetSummary {
  petId: string
  name: string
  breed: string
  age: number
  /** stored photo path (first photo) or null */
  photo: string | null
  ownerName: string
}

export interface SwipeInput {
  target: SwipeTargetSummary
  action: SwipeKind
  /** the user's own pet that answers; null: browsing mode (no pet yet) */
  userPetId: string | null
}

export type SwipeOutcome =
  /** a mutual like: open '¡Es un Match!' */
  | { kind: 'matched'; match: MatchDetail }
  /** recorded, no match (yet) */
  | { kind: 'sent' }
  /** recorded without an own pet: no match possible */
  | { kind: 'browsing' }
  /** the server already had an answer to this pet ('Already interacted'): a skip */
  | { kind: 'already' }
  /** no network: queued (service worker or this page) and sent later, exactly once */
  | { kind: 'pending' }
  /** refused for good, with the Spanish message to show (daily limit, needs a pet, …) */
  | { kind: 'refused'; message: string }

export interface DailyQuotaState {
  /** null until known (first fetch, or cached from an earlier one) */
  quota: DailyQuota | null
  isPremium: boolean
  /** likes left today; null = unlimited (premium) or unknown */
  likesLeft: number | null
  superLikesLeft: number | null
}
