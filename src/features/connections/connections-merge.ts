import { matchKinds, type MatchFeedDoc, type MatchKind } from '@contract/matches.messages'
import type { PendingWrite } from '../../sync'
import { mergePending, type WithSyncState } from '../../sync'

/**
 * What the connection screens show out of the `matches` collection: the replicated documents
 * with the write queue laid over them (a pending unmatch or favorite removal hides its document at
 * once; a like still on its way shows as the matching feature's optimistic document), newest
 * first. Pure, so the rules are tested without a database.
 */
export type Connection = WithSyncState<MatchFeedDoc>

/** The matching feature's optimistic like documents: `swipe:<myPet or user>:<otherPet>`. */
const OPTIMISTIC_PREFIX = 'swipe:'

const KINDS: ReadonlySet<string> = new Set(matchKinds)

function pairKey(doc: Pick<MatchFeedDoc, 'kind' | 'myPetId' | 'otherPetId'>): string {
  return `${doc.kind}|${doc.myPetId ?? ''}|${doc.otherPetId ?? ''}`
}

/** When the relation happened: a match's matchedAt, else when the like was given. */
export function connectionTime(doc: Pick<MatchFeedDoc, 'kind' | 'matchedAt' | 'createdAt'>) {
  return doc.kind === 'match' ? (doc.matchedAt ?? doc.createdAt) : doc.createdAt
}

function newestFirst(a: Connection, b: Connection): number {
  const timeA = connectionTime(a)
  const timeB = connectionTime(b)
  if (timeA !== timeB) return timeA < timeB ? 1 : -1
  return a.id.localeCompare(b.id)
}

function isFeedDoc(doc: { id: string }): doc is MatchFeedDoc {
  return KINDS.has((doc as Partial<MatchFeedDoc>).kind ?? '')
}

export function mergeConnections(
  documents: readonly MatchFeedDoc[],
  entries: readonly PendingWrite[],
): Connection[] {
  const merged = mergePending(documents, entries, isFeedDoc)
  // A like that has reached the server comes back as its own document (`favorite:<row>`), while
  // its optimistic twin waits in the write queue until replication settles it: show only one.
  const synced = new Set(merged.filter((doc) => !doc.id.startsWith(OPTIMISTIC_PREFIX)).map(pairKey))
  return merged
    .filter((doc) => !(doc.id.startsWith(OPTIMISTIC_PREFIX) && synced.has(pairKey(doc))))
    .sort(newestFirst)
}

export function ofKind(connections: readonly Connection[], kind: MatchKind): Connection[] {
  return connections.filter((doc) => doc.kind === kind)
}

export interface ConnectionLists {
  match: Connection[]
  superLikeSent: Connection[]
  superLikeReceived: Connection[]
  favorite: Connection[]
  /** conversations about a lost pet (no match behind them): listed in /chat only */
  lostPetChat: Connection[]
}

export function splitByKind(connections: readonly Connection[]): ConnectionLists {
  return {
    match: ofKind(connections, 'match'),
    superLikeSent: ofKind(connections, 'superLikeSent'),
    superLikeReceived: ofKind(connections, 'superLikeReceived'),
    favorite: ofKind(connections, 'favorite'),
    lostPetChat: ofKind(connections, 'lostPetChat'),
  }
}
