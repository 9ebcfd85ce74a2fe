import { map, type Observable } from 'rxjs'
import type { PendingWrite } from '../../sync'
import { observePendingWrites } from '../../sync'

/**
 * The matching core's entries in the write queue: the swipes still on their way. The replicated
 * `matches` collection itself is read through its one repository (connections/matches.repo.ts).
 */
export const MATCHES = 'matches'

export interface PendingSwipes {
  likes: number
  superLikes: number
}

/** Likes and super likes the server has not counted yet: still waiting in the write queue. */
export function observePendingSwipes(): Observable<PendingSwipes> {
  return observeSwipeEntries().pipe(
    map((entries) => {
      const waiting = entries.filter((entry) => entry.state === 'pending')
      return {
        likes: waiting.filter((entry) => entry.doc?.kind === 'favorite').length,
        superLikes: waiting.filter((entry) => entry.doc?.kind === 'superLikeSent').length,
      }
    }),
  )
}

/** The swipes (likes, passes, super likes) in the write queue, in every state. */
export function observeSwipeEntries(): Observable<PendingWrite[]> {
  return observePendingWrites(MATCHES).pipe(
    map((entries) => entries.filter((entry) => entry.docId.startsWith('swipe:'))),
  )
}
