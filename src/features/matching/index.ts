/**
 * The matching core: one swipe action for the swipe stack and the pet profile, the
 * daily quota for the swipes indicator, and the matches already shown in '¡Es un Match!' (MatchNotifierHost,
 * mounted lazily by the signed-in shell, marks their notifications read).
 */
export { sendSwipe, swipeDocId } from './swipe.actions'
export { useDailyQuota } from './use-daily-quota'
export { useQueuedSwipes } from './use-queued-swipes'
export { isMatchSeen, markMatchSeen } from './seen-matches'
export { refreshQuota } from './matching.api'
export type {
  DailyQuota,
  DailyQuotaState,
  MatchDetail,
  SwipeInput,
  SwipeKind,
  SwipeOutcome,
  SwipeTargetSummary,
} from './matching.types'
export { SwipeActions } from './SwipeActions'
