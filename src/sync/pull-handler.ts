import { HTTPError, type KyInstance } from 'ky'
import type { WithDeleted } from 'rxdb'
import type { PullResponse, SyncCheckpoint, SyncedCollection } from '@contract/sync.contract'
import { syncEndpoints } from '@contract/sync.endpoints'
import { call } from '../api/call'
import type { FeedOrder } from './feed-order'

/**
 * The pull half of a collection's replication: GET /api/sync/{collection}/pull?seq=&limit= with
 * the session's bearer token, one page at a time (replication.ts hands it to RxDB through
 * first-pull.ts). Errors are thrown so RxDB retries after `retryTime` (the
 * replication module grows that time on consecutive failures). A 401 means the token is dead:
 * `onUnauthorized` stops everything, and the thrown error ends this attempt.
 */
export interface PullHandlerOptions<T extends { id: string }> {
  http: KyInstance
  token: string
  collection: SyncedCollection
  order: FeedOrder<T>
  onUnauthorized: () => void
  /** The browser's fetch priority (Fetch Priority API): 'low' lets other requests go first. */
  priority?: RequestPriority
  /** Told about every completed request, to time "synced through" and back off on failures. */
  onResult: (result: PullResult) => void
}

export interface PullResult {
  ok: boolean
  /** epoch ms when the request was sent */
  startedAt: number
  /** the answer held fewer documents than asked: the feed is drained up to startedAt */
  drained: boolean
}

/** One page of the feed, already filtered by the feed order (see feed-order.ts). */
export interface PulledPage<T> {
  documents: WithDeleted<T>[]
  checkpoint: SyncCheckpoint
  /** the server's answer filled the batch (before filtering): more may follow */
  isFull: boolean
}

export type PagePuller<T> = (
  checkpoint: SyncCheckpoint | undefined,
  batchSize: number,
) => Promise<PulledPage<T>>

/** Fetches one page from `checkpoint`; throws on any failure (after reporting it). */
export function createPagePuller<T extends { id: string }>(
  options: PullHandlerOptions<T>,
): PagePuller<T> {
  const { http, token, collection, order } = options
  return async (checkpoint, batchSize) => {
    order.pullStarting(checkpoint)
    const startedAt = Date.now()
    try {
      const answer = (await call(syncEndpoints.pull, {
        client: http,
        params: { collection },
        query: { seq: checkpoint?.seq ?? 0, limit: batchSize },
        headers: { Authorization: `Bearer ${token}` },
        ...(options.priority ? { priority: options.priority } : {}),
      })) as PullResponse<T>
      const batch = order.pulled({
        documents: answer.documents,
        checkpoint: answer.checkpoint,
      })
      const isFull = answer.documents.length >= batchSize
      options.onResult({ ok: true, startedAt, drained: !isFull })
      return {
        documents: batch.documents as WithDeleted<T>[],
        checkpoint: batch.checkpoint,
        isFull,
      }
    } catch (error) {
      if (error instanceof HTTPError && error.response.status === 401) options.onUnauthorized()
      options.onResult({ ok: false, startedAt, drained: false })
      throw error
    }
  }
}
