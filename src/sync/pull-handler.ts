import { HTTPError, type KyInstance } from 'ky'
import type { WithDeleted } from 'rxdb'
import type { PullResponse, SyncCheckpoint, SyncedCollection } from '@contract/sync.contract'
import type { FeedOrder } from './feed-order'
import { requestPullPage, type EarlyPull } from './pull-request'

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
  /**
   * The same request, sent before the local database opened (early-pulls.ts), if one was and
   * it matches: taken once, it stands for this request.
   */
  takeEarly?: (seq: number, limit: number) => EarlyPull | undefined
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
    const seq = checkpoint?.seq ?? 0
    // An early answer read the server before this pull started: as a pull sent then, it is
    // stamped with its own send time, and not used when a socket event came before this pull
    // and was left to it (feed-order.ts). Failed, the request is sent again here.
    const early = order.needsFreshFirstPull ? undefined : options.takeEarly?.(seq, batchSize)
    order.pullStarting(checkpoint)
    const earlyAnswer = early
      ? await early.answer.then(
          (answer) => answer as PullResponse<T>,
          () => null,
        )
      : null
    const startedAt = earlyAnswer && early ? early.startedAt : Date.now()
    try {
      const answer =
        earlyAnswer ??
        (await requestPullPage<T>(http, token, collection, seq, batchSize, options.priority))
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
