import type { PullResponse, SyncedCollection } from '../../contract/sync.contract.js'

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
