import type { RxCollection } from 'rxdb'
import { combineLatest, map, type Observable } from 'rxjs'
import { mergePending, type WithSyncState } from './pending-merge'
import { latestPendingVersion } from './pending-public'
import { observePendingWrites } from './write-queue'
import { liveQuery } from '../db/live-query'

/**
 * One replicated document seen two ways, for the features' repos: as the server last said it
 * (the base a change is checked against) and as the user sees it now, their queued changes laid
 * over it (what the next change builds on, and what a screen shows).
 */

/** The replicated copy of a document, without pending changes (null: not on this device). */
export async function findSynced<T>(collection: RxCollection<T>, id: string): Promise<T | null> {
  const document = await collection.findOne(id).exec()
  return document ? (document.toJSON() as T) : null
}

/** The document as the user sees it now: its newest pending version, else the replicated one. */
export async function findCurrent<T>(
  collection: RxCollection<T>,
  target: string,
  id: string,
): Promise<T | null> {
  const pending = latestPendingVersion<T>(target, id)
  return pending === undefined ? findSynced(collection, id) : pending
}

/** One document as this device shows it, pending changes included (null: absent or deleted). */
export function observeMerged<T extends { id: string }>(
  collection: RxCollection<T>,
  target: string,
  id: string,
): Observable<WithSyncState<T> | null> {
  const replicated = liveQuery(() => collection.findOne(id)).pipe(
    map((document) => (document ? (document.toJSON() as T) : null)),
  )
  return combineLatest([replicated, observePendingWrites(target)]).pipe(
    map(
      ([document, entries]) =>
        mergePending(
          document ? [document] : [],
          entries.filter((entry) => entry.docId === id),
        )[0] ?? null,
    ),
  )
}
