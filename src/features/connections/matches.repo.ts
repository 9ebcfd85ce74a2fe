import { combineLatest, first, map, type Observable } from 'rxjs'
import type { MatchFeedDoc } from '@contract/matches.messages'
import type { HuellitasDatabase } from '../../db'
import { observePendingWrites, type ReplicatedDocs } from '../../sync'
import { mergeConnections, type Connection } from './connections-merge'
import { liveQuery } from '../../db/live-query'

/**
 * The `matches` collection's one repository: live queries over the replicated relations
 * (matches, super likes sent and received, favorites, conversations about a lost pet), for the
 * connection screens with the write queue laid over them, and for the chat, the matching core
 * and the lost-pets conversation. Reactive: a match made by the other user arrives by replication and the query emits
 * again, without a reload.
 */
export const MATCHES = 'matches'

/** Where an unmatch or a favorite's removal finds the document (src/sync/document-writes.ts). */
export const matchDocs: ReplicatedDocs<MatchFeedDoc> = {
  target: MATCHES,
  collection: (database) => database.matches,
}

function plain(documents: readonly { toJSON(): unknown }[]): MatchFeedDoc[] {
  return documents.map((document) => document.toJSON() as MatchFeedDoc)
}

/** Every relation the user sees, newest first, pending changes included. */
export function observeConnections(database: HuellitasDatabase): Observable<Connection[]> {
  const replicated = liveQuery(() => database.matches.find()).pipe(map(plain))
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
  const replicated = liveQuery(() => database.matches.find({ selector: { id } })).pipe(map(plain))
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

/** The live matches (kind 'match'), oldest first. */
export function observeMatchDocs(database: HuellitasDatabase): Observable<MatchFeedDoc[]> {
  return liveQuery(() =>
    database.matches.find({
      selector: { kind: 'match' },
      sort: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
  ).pipe(map(plain))
}

/**
 * The kinds of `matches` document that have a chat: a match, and a conversation about a lost
 * pet (spec §2 /lost-pets 'Enviar mensaje'). Both ids are `${kind}:${matchId}`.
 */
const CHAT_KINDS = ['match', 'lostPetChat'] as const

/** The viewer's chat document (either kind) of match row `matchId` (null: not here). */
export function observeChatMatch(
  database: HuellitasDatabase,
  matchId: string,
): Observable<MatchFeedDoc | null> {
  const ids = CHAT_KINDS.map((kind) => `${kind}:${matchId}`)
  return liveQuery(() => database.matches.find({ selector: { id: { $in: ids } } })).pipe(
    map((documents) => plain(documents)[0] ?? null),
  )
}

/**
 * This user's conversation about an alert (a 'lostPetChat' document of the `matches`
 * collection), once the server has made it: as a finder there is one per alert.
 */
export async function findConversationAbout(
  database: HuellitasDatabase,
  alertId: string,
): Promise<string | null> {
  const found = await database.matches
    .findOne({ selector: { kind: 'lostPetChat', lostPetId: alertId } })
    .exec()
  return found?.matchId ?? null
}

/** How long a new conversation may take to replicate here before it is opened anyway. */
const ARRIVAL_WAIT_MS = 8_000

/**
 * Resolves once a conversation the server just made has replicated here (the server sends it
 * before answering, so it usually is already), or after `waitMs`.
 */
export function conversationArrived(
  database: HuellitasDatabase,
  matchId: string,
  waitMs = ARRIVAL_WAIT_MS,
): Promise<void> {
  const arrived = liveQuery(() => database.matches.findOne(`lostPetChat:${matchId}`)).pipe(
    first((doc) => doc !== null),
  )
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      subscription.unsubscribe()
      resolve()
    }, waitMs)
    const subscription = arrived.subscribe({
      complete: () => {
        clearTimeout(timer)
        resolve()
      },
    })
  })
}
