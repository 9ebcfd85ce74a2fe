import { combineLatest, map, type Observable } from 'rxjs'
import type { MatchFeedDoc } from '@contract/matches.messages'
import type { HuellitasDatabase } from '../../db'
import { observePendingWrites } from '../../sync'
import { mergeConnections, type Connection } from './connections-merge'

/**
 * The connection screens' only access to RxDB: live queries over the replicated `matches`
 * collection (matches, super likes sent and received, favorites) with the write queue laid over
 * them. Reactive: a match made by the other user arrives by replication and the query emits
 * again, without a reload.
 */
export const MATCHES = 'matches'

function plain(documents: readonly { toJSON(): unknown }[]): MatchFeedDoc[] {
  return documents.map((document) => document.toJSON() as MatchFeedDoc)
}

/** Every relation the user sees, newest first, pending changes included. */
export function observeConnections(database: HuellitasDatabase): Observable<Connection[]> {
  const replicated = database.matches.find().$.pipe(map(plain))
  return combineLatest([replicated, observePendingWrites(MATCHES)]).pipe(
    map(([documents, entries]) => mergeConnections(documents, entries)),
  )
}

/** The stored match document of match row `matchId` (null: not here, or unmatched). */
export function observeStoredMatch(
  database: HuellitasDatabase,
  matchId: string,
): Observable<Connection | null> {
  const id = `match:${matchId}`
  const replicated = database.matches.find({ selector: { id } }).$.pipe(map(plain))
  return combineLatest([replicated, observePendingWrites(MATCHES)]).pipe(
    map(
      ([documents, entries]) =>
        mergeConnections(
          documents,
          entries.filter((entry) => entry.docId === id),
        )[0] ?? null,
    ),
  )
}

/** The replicated version of a document (what the server last said), for a delete's base. */
export async function findSyncedConnection(
  database: HuellitasDatabase,
  id: string,
): Promise<MatchFeedDoc | null> {
  const document = await database.matches.findOne(id).exec()
  return document ? document.toJSON() : null
}
