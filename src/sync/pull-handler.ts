import { HTTPError, type KyInstance } from 'ky'
import type { ReplicationPullHandler, WithDeleted } from 'rxdb'
import type { PullResponse, SyncCheckpoint, SyncedCollection } from '@contract/sync.contract'
import type { FeedOrder } from './feed-order'

/**
 * The pull half of a collection's replication: GET /api/sync/{collection}/pull?seq=&limit= with
 * the session's bearer token. Errors are thrown so RxDB retries after `retryTime` (the
 * replication module grows that time on consecutive failures). A 401 means the token is dead:
 * `onUnauthorized` stops everything, and the thrown error ends this attempt.
 */
export interface PullHandlerOptions<T extends { id: string }> {
  http: KyInstance
  token: string
  collection: SyncedCollection
  order: FeedOrder<T>
  onUnauthorized: () => void
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

export function createPullHandler<T extends { id: string }>(
  options: PullHandlerOptions<T>,
): ReplicationPullHandler<T, SyncCheckpoint> {
  const { http, token, collection, order } = options
  return async (checkpoint, batchSize) => {
    order.pullStarting(checkpoint)
    const startedAt = Date.now()
    try {
      const answer = await http
        .get(`sync/${collection}/pull`, {
          searchParams: { seq: checkpoint?.seq ?? 0, limit: batchSize },
          headers: { Authorization: `Bearer ${token}` },
        })
        .json<PullResponse<T>>()
      const batch = order.pulled({
        documents: answer.documents,
        checkpoint: answer.checkpoint,
      })
      options.onResult({ ok: true, startedAt, drained: answer.documents.length < batchSize })
      return {
        documents: batch.documents as WithDeleted<T>[],
        checkpoint: batch.checkpoint,
      }
    } catch (error) {
      if (error instanceof HTTPError && error.response.status === 401) options.onUnauthorized()
      options.onResult({ ok: false, startedAt, drained: false })
      throw error
    }
  }
}
