import type { PullResponse, SyncedCollection, Tombstoned } from '../../contract/sync.contract.js'

/**
 * What a replicated collection gives the sync module: its change feed, as the caller may see
 * it. Features implement one each (pets: pets.feed.ts) and app.ts hands them all to syncRoutes.
 */
export interface SyncFeed {
  /**
   * Documents `userId` may see whose seq is greater than `afterSeq`, ordered by seq, at most
   * `limit`, tombstones included; the checkpoint is the last returned seq, else `afterSeq`.
   */
  pull(userId: string, afterSeq: number, limit: number): Promise<PullResponse<unknown>>
}

/** Every collection of the contract must have a feed: a missing one fails to compile. */
export type SyncFeeds = Record<SyncedCollection, SyncFeed>

/**
 * A pull's answer from rows already in seq order (SyncFeed.pull): each row as its document,
 * and the checkpoint the last row's seq, else `afterSeq`.
 */
export function feedPage<Row extends { seq: number | string }, Doc>(
  rows: readonly Row[],
  afterSeq: number,
  toDoc: (row: Row) => Tombstoned<Doc>,
): PullResponse<Doc> {
  const last = rows.at(-1)
  return {
    documents: rows.map((row) => toDoc(row)),
    checkpoint: { seq: last ? Number(last.seq) : afterSeq },
  }
}

/**
 * A SyncFeed.pull built from the repository read that gives a page of the caller's rows in seq
 * order: every feed answers the same way once its rows are read (feedPage), only the read and
 * the row's document differ. `toDoc` also gets the caller, for documents that depend on who
 * reads them.
 */
export function pullFrom<Row extends { seq: number | string }, Doc>(
  readPage: (userId: string, afterSeq: number, limit: number) => Promise<readonly Row[]>,
  toDoc: (row: Row, userId: string) => Tombstoned<Doc>,
): (userId: string, afterSeq: number, limit: number) => Promise<PullResponse<Doc>> {
  return async (userId, afterSeq, limit) => {
    const rows = await readPage(userId, afterSeq, limit)
    return feedPage(rows, afterSeq, (row) => toDoc(row, userId))
  }
}
