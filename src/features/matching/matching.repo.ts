import { map, type Observable } from 'rxjs'
import type { MatchFeedDoc } from '@contract/matches.messages'
import type { HuellitasDatabase, OutboxDoc } from '../../db'
import { observeOutbox } from '../../sync'

/**
 * The matching core's only access to RxDB: the replicated `matches` collection (live across
 * tabs and devices) and this feature's entries in the outbox (the swipes still on their way).
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

/**
 * Likes and super likes the server has not counted yet: held offline by a page or queued by
 * the service worker (a `sending` one is counted by the answer it is about to get).
 */
export function observePendingSwipes(database: HuellitasDatabase): Observable<PendingSwipes> {
  return observeSwipeEntries(database).pipe(
    map((entries) => {
      const waiting = entries.filter(
        (entry) => entry.state === 'queued' || entry.state === 'failed-offline',
      )
      return {
        likes: waiting.filter((entry) => entry.doc?.kind === 'favorite').length,
        superLikes: waiting.filter((entry) => entry.doc?.kind === 'superLikeSent').length,
      }
    }),
  )
}

/** The swipes (likes, passes, super likes) in the outbox, in every state. */
export function observeSwipeEntries(database: HuellitasDatabase): Observable<OutboxDoc[]> {
  return observeOutbox(database, MATCHES).pipe(
    map((entries) => entries.filter((entry) => entry.docId.startsWith('swipe:'))),
  )
}
