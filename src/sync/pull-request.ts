import type { KyInstance } from 'ky'
import type { PullResponse, SyncedCollection } from '@contract/sync.contract'
import { syncEndpoints } from '@contract/sync.endpoints'
import { call } from '../api/call'

/**
 * The request of one pull page, shared by the replication (pull-handler.ts) and the pulls sent
 * before it starts (early-pulls.ts). A module of its own: early-pulls.ts travels in a small chunk
 * that must not wait for the offline engine's (vite.chunks.ts).
 */

/** A page request already sent: when, and its answer. */
export interface EarlyPull {
  /** epoch ms when the request was sent */
  startedAt: number
  answer: Promise<PullResponse<unknown>>
}

/** GET /api/sync/{collection}/pull?seq=&limit= with the session's bearer token. */
export async function requestPullPage<T>(
  http: KyInstance,
  token: string,
  collection: SyncedCollection,
  seq: number,
  limit: number,
  priority?: RequestPriority,
): Promise<PullResponse<T>> {
  return (await call(syncEndpoints.pull, {
    client: http,
    params: { collection },
    query: { seq, limit },
    headers: { Authorization: `Bearer ${token}` },
    ...(priority ? { priority } : {}),
  })) as PullResponse<T>
}
