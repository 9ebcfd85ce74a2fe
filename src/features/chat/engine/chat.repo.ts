import { combineLatest, map, type Observable } from 'rxjs'
import type { HuellitasDatabase } from '../../../db'
import type { PendingWrite } from '../../../sync'
import type { MessageDoc } from '../../../db/schemas/messages.schema'
import { observePendingWrites } from '../../../sync'
import { liveQuery } from '../../../db/live-query'

/**
 * The chat's access to RxDB: a window of the newest messages of one match, and the pending
 * sends of that match in the write queue. All live. The match document itself is read through
 * the `matches` collection's one repository (connections/matches.repo.ts).
 */
export const MESSAGES = 'messages'

function plain<T>(documents: readonly { toJSON(): unknown }[]): T[] {
  return documents.map((document) => document.toJSON() as T)
}

export interface MessageWindow {
  /** the newest `size` messages, oldest first */
  messages: MessageDoc[]
  /** more (older) messages are stored locally */
  hasOlder: boolean
}

/** The newest `size` stored messages of a match (index matchId+createdAt), live. */
export function observeMessageWindow(
  database: HuellitasDatabase,
  matchId: string,
  size: number,
): Observable<MessageWindow> {
  // One more than the window tells whether older ones exist without a count query.
  return liveQuery(() =>
    database.messages.find({
      selector: { matchId },
      sort: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: size + 1,
    }),
  ).pipe(
    map((documents) => {
      const newest = plain<MessageDoc>(documents)
      return { messages: newest.slice(0, size).reverse(), hasOlder: newest.length > size }
    }),
  )
}

/** The queued writes of this match's messages (sends on their way, or refused). */
export function observeMessageEntries(
  database: HuellitasDatabase,
  matchId: string,
): Observable<PendingWrite[]> {
  return observePendingWrites(MESSAGES).pipe(
    map((entries) =>
      entries.filter((entry) => (entry.doc as Partial<MessageDoc> | null)?.matchId === matchId),
    ),
  )
}

/** Window and entries together, for useChatMessages. */
export function observeStoredChat(database: HuellitasDatabase, matchId: string, size: number) {
  return combineLatest([
    observeMessageWindow(database, matchId, size),
    observeMessageEntries(database, matchId),
  ]).pipe(map(([window, entries]) => ({ window, entries })))
}
