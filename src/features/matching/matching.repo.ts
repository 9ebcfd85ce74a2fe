import { map, type Observable } from 'rxjs'
import type { MatchFeedDoc } from '@contract/matches.messages'
import type { HuellitasDatabase } from '../../db'
import type { PendingWrite } from '../../sync'
import { observePendingWrites } from '../../sync'

/**
 * The matching core's only access to RxDB: the replicated `matches` collection (live across
 * tabs and devices) and this feature's entries in the write queue (the swipes still on their way).
 */
export const MATCHES = 'matches'

/** The live matches (kind 'match'), oldest first. */
export function observeMatchDocs(database: HuellitasDatabase): Observable<MatchFeedDoc[]> {
  return database.matches
    .find({ selector: { kind: 'match' }, sort: [{ createdAt: 'asc' }, { id: 'asc' }] })
    .$.pipe(map((documents) => documents.map((document) => document.toJSON() as MatchFeedDoc)))
}

/** The matches this device holds right now. */
export async function findMatchDocs(database: HuellitasDatabase): Promise<MatchFeedDoc[]> {
  const documents = await database.matches.find({ selector: { kind: 'match' } }).exec()
  return documents.map((document) => document.toJSON() as MatchFeedDoc)
}

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
