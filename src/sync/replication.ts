import type { KyInstance } from 'ky'
import { BehaviorSubject, Subject, type Observable } from 'rxjs'
import type {
  ReplicationPullHandler,
  RxCollection,
  RxReplicationPullStreamItem,
  WithDeleted,
} from 'rxdb'
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication'
import {
  PULL_LIMIT_MAX,
  type SyncCheckpoint,
  type SyncEventPayload,
  type SyncedCollection,
} from '@contract/sync.contract'
import { FeedOrder } from './feed-order'
import { withBulkFirstPull } from './first-pull'
import { createPagePuller, type PullResult } from './pull-handler'
import type { EarlyPull } from './pull-request'

/**
 * One collection's replication: RxDB's replicateRxCollection, pull-only (writes go through REST
 * actions, see actions.ts), live, fed by the pull handler and by socket events.
 *
 * - Leadership: with several tabs open, only the elected leader tab replicates
 *   (waitForLeadership); the others read the same IndexedDB data and see its writes. Nothing
 *   in the UI waits for awaitInitialReplication(), which never resolves in a non-leader tab.
 * - Retries: RxDB retries a failed pull after `retryTime`; it starts at 1 s and doubles on each
 *   consecutive failure up to 5 s, so a server that is down is not hammered and one that comes
 *   back is noticed within seconds. A 401 stops the replication (see sync-engine.ts).
 * - First pull: into an empty collection (a new device) the whole feed is fetched and stored in
 *   bulk (first-pull.ts), about a third faster than RxDB's per-batch path in Chromium.
 * - `syncedThrough$`: the send time of the last pull that drained the feed, published once its
 *   documents are stored. Every change the server committed before that moment is in the local
 *   collection, which is how the write queue knows a write it sent earlier has come back.
 */
export const RETRY_BASE_MS = 1_000
export const RETRY_MAX_MS = 5_000

export interface ReplicationOptions<T extends { id: string }> {
  collection: RxCollection<T>
  name: SyncedCollection
  http: KyInstance
  token: string
  onUnauthorized: () => void
  batchSize?: number
  /** the pulls' fetch priority (see sync-engine.ts: feeds no first screen waits for go low) */
  priority?: RequestPriority
  /** the first page, if it was sent before the database opened (early-pulls.ts) */
  takeEarly?: (seq: number, limit: number) => EarlyPull | undefined
  /** default true; false runs the replication in this instance regardless of other tabs */
  waitForLeadership?: boolean
}

export interface CollectionReplication {
  readonly name: SyncedCollection
  readonly state: RxReplicationState<unknown, SyncCheckpoint>
  readonly syncedThrough$: Observable<number>
  /** Applies a socket event's documents (see feed-order.ts for what is kept). */
  applyEvent(payload: SyncEventPayload): void
  /** Pull from the checkpoint now. */
  reSync(): void
  cancel(): Promise<void>
}

export function replicationIdentifier(name: SyncedCollection): string {
  return `huellitas-${name}-v1`
}

export function startReplication<T extends { id: string }>(
  options: ReplicationOptions<T>,
): CollectionReplication {
  const order = new FeedOrder<T>()
  const stream = new Subject<RxReplicationPullStreamItem<T, SyncCheckpoint>>()
  const syncedThrough = new BehaviorSubject(0)
  let drainedAt: number | null = null
  let isActive = false
  let isResyncWanted = false
  let isFirstPullAsked = false

  // RxDB's RESYNC also restarts its upstream, which walks every local document changed since its
  // own checkpoint; with a pull still writing (say, the socket connecting during the first pull)
  // that walk trails the writes through the whole collection, for nothing in a pull-only
  // replication. So a RESYNC asked for while a pull runs is sent once it is done: the running
  // pull would have queued it behind itself anyway.
  //
  // Before the first pull has even been asked for, RxDB drops a RESYNC as covered by it
  // (downstream.ts: a task older than the resync that starts after it). An early first page
  // (early-pulls.ts) was read before that, maybe before the socket's connect asked for this
  // one, so the RESYNC waits for the first pull and goes after it.
  const reSync = () => {
    if (state.isStopped()) return
    if (isActive || !isFirstPullAsked) isResyncWanted = true
    else state.reSync()
  }

  const onResult = (result: PullResult) => {
    if (!result.ok) {
      state.retryTime = Math.min((state.retryTime ?? RETRY_BASE_MS) * 2, RETRY_MAX_MS)
      return
    }
    state.retryTime = RETRY_BASE_MS
    if (result.drained) drainedAt = Math.max(drainedAt ?? 0, result.startedAt)
  }

  const identifier = replicationIdentifier(options.name)
  let isCancelled = false
  /** the pull running now, so cancel() lets it end before the database is closed or removed */
  let running: Promise<unknown> = Promise.resolve()
  const pullPage = createPagePuller<T>({
    http: options.http,
    token: options.token,
    collection: options.name,
    order,
    onUnauthorized: options.onUnauthorized,
    onResult,
    ...(options.priority ? { priority: options.priority } : {}),
    ...(options.takeEarly ? { takeEarly: options.takeEarly } : {}),
  })
  const bulkHandler: ReplicationPullHandler<T, SyncCheckpoint> = withBulkFirstPull<T>({
    collection: options.collection,
    replicationIdentifier: identifier,
    pullPage,
    downstreamWriteContext: (): Promise<string> | undefined =>
      state.internalReplicationState?.downstreamBulkWriteFlag,
    isStopped: (): boolean => isCancelled || state.isStopped(),
    onCutShort: (): void => {
      if (!isCancelled) reSync()
    },
  })

  const state: RxReplicationState<T, SyncCheckpoint> = replicateRxCollection<T, SyncCheckpoint>({
    replicationIdentifier: identifier,
    collection: options.collection,
    live: true,
    retryTime: RETRY_BASE_MS,
    waitForLeadership: options.waitForLeadership ?? true,
    autoStart: true,
    pull: {
      batchSize: options.batchSize ?? PULL_LIMIT_MAX,
      handler: (checkpoint, batchSize) => {
        isFirstPullAsked = true
        const pull: ReturnType<typeof bulkHandler> = bulkHandler(checkpoint, batchSize)
        running = pull.catch(() => undefined)
        return pull
      },
      stream$: stream.asObservable(),
    },
  })

  // The pulled documents are written after the handler returns; publish "synced through" only
  // when the downstream queue has gone idle (checked a tick later: the next queued task, such
  // as a socket event, flips it back to active first).
  const activeSubscription = state.active$.subscribe((active) => {
    isActive = active
    if (!active && isResyncWanted && isFirstPullAsked && !state.isStopped()) {
      isResyncWanted = false
      state.reSync()
    }
    if (active || drainedAt === null) return
    setTimeout(() => {
      if (isActive || drainedAt === null || state.isStopped()) return
      const reached = drainedAt
      drainedAt = null
      if (reached > syncedThrough.value) syncedThrough.next(reached)
    }, 0)
  })

  return {
    name: options.name,
    state: state as unknown as RxReplicationState<unknown, SyncCheckpoint>,
    syncedThrough$: syncedThrough.asObservable(),
    applyEvent(payload) {
      const batch = order.event({
        documents: payload.documents as WithDeleted<T>[],
        checkpoint: payload.checkpoint,
      })
      if (batch)
        stream.next({
          documents: batch.documents as WithDeleted<T>[],
          checkpoint: batch.checkpoint,
        })
    },
    reSync,
    async cancel() {
      isCancelled = true
      activeSubscription.unsubscribe()
      stream.complete()
      syncedThrough.complete()
      await state.cancel()
      await running
    },
  }
}
