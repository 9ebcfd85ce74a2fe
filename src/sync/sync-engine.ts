import type { KyInstance } from 'ky'
import { BehaviorSubject, type Subscription } from 'rxjs'
import type { RxCollection } from 'rxdb'
import { syncedCollections, type SyncedCollection } from '@contract/sync.contract'
import type { HuellitasDatabase } from '../db'
import { BACKGROUND_FEEDS } from './background-feeds'
import type { EarlyPull } from './pull-request'
import { settleSentWrites, type SettleTarget, type VersionedDoc } from './settle-sent'
import { startReplication, type CollectionReplication } from './replication'
import { SyncSocket } from './socket'

/**
 * One signed-in client's sync machinery over an open database: a replication per synced
 * collection, the socket that feeds them, and the settling of accepted writes (settle-sent.ts).
 *
 * Multi-tab: every tab builds an engine; RxDB's leader election lets one tab replicate. The
 * socket and the settler start in that tab only (when it becomes leader — also later, if the
 * previous leader closes), so a user with five tabs holds one socket, not five. The other tabs
 * see the leader's writes through the shared IndexedDB data.
 *
 * Socket → replication: each SYNC_EVENT goes to its collection's replication (applied at once,
 * see feed-order.ts); each (re)connect asks every replication to pull (RESYNC).
 *
 * 401: a pull or the socket handshake refused for the token stops everything here and calls
 * `onUnauthorized` (the app then wipes the session and the local data).
 */
export interface SyncEngineOptions {
  database: HuellitasDatabase
  /** REST client whose prefix is the API root (/api) */
  http: KyInstance
  token: string
  /** the server's origin for socket.io; undefined = this page's origin */
  socketUrl?: string
  /** default: every synced collection the database has open */
  collections?: readonly SyncedCollection[]
  onUnauthorized?: () => void
  /** pull batch size (default PULL_LIMIT_MAX) */
  batchSize?: number
  /** a first page sent before the database opened, if any (early-pulls.ts) */
  takeEarly?: (collection: SyncedCollection, seq: number, limit: number) => EarlyPull | undefined
}

export interface SyncEngine {
  readonly replications: readonly CollectionReplication[]
  /** Whether this tab runs the socket and the settler (the leader). */
  readonly isLeader$: BehaviorSubject<boolean>
  readonly socket: SyncSocket
  /**
   * A socket of its own (same token and server) for a screen that needs live events in a tab
   * that is not the leader, whose engine socket stays unconnected. Unconnected; the caller
   * connects it and closes it when done. Its sync events are ignored.
   */
  openSocket(): SyncSocket
  reSync(): void
  stop(): Promise<void>
}

export function startSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { database } = options
  // Only the collections this device opened (a test database may open a few): the server's
  // other feeds are left on the server.
  const open = database.collections as Record<string, RxCollection | undefined>
  const names = (options.collections ?? syncedCollections).filter((name) => !!open[name])
  let isStopped = false
  const isLeader$ = new BehaviorSubject(false)
  const subscriptions: Subscription[] = []
  let stopSettler: (() => void) | null = null

  const unauthorized = () => {
    if (isStopped) return
    void engine.stop()
    options.onUnauthorized?.()
  }

  const replications = names.map((name) =>
    startReplication({
      collection: open[name] as unknown as RxCollection<VersionedDoc>,
      name,
      http: options.http,
      token: options.token,
      onUnauthorized: unauthorized,
      ...(options.batchSize ? { batchSize: options.batchSize } : {}),
      ...(BACKGROUND_FEEDS.has(name) ? { priority: 'low' as const } : {}),
      ...(options.takeEarly ? { takeEarly: options.takeEarly.bind(null, name) } : {}),
    }),
  )
  const byName = new Map(replications.map((replication) => [replication.name, replication]))
  const reSync = () => {
    for (const replication of replications) replication.reSync()
  }

  const socket = new SyncSocket({ token: options.token, url: options.socketUrl })
  subscriptions.push(
    socket.changes$.subscribe((payload) => byName.get(payload.collection)?.applyEvent(payload)),
    socket.connected$.subscribe(reSync),
    socket.unauthorized$.subscribe(unauthorized),
  )

  void database.waitForLeadership().then(() => {
    if (isStopped) return
    isLeader$.next(true)
    socket.connect()
    const targets = new Map<string, SettleTarget>()
    for (const replication of replications) {
      let through = 0
      subscriptions.push(replication.syncedThrough$.subscribe((value) => (through = value)))
      targets.set(replication.name, {
        collection: open[replication.name] as unknown as RxCollection<VersionedDoc>,
        syncedThrough: () => through,
        syncedThrough$: replication.syncedThrough$,
      })
    }
    const settler = settleSentWrites(targets, reSync)
    stopSettler = () => settler.stop()
  })

  const engine: SyncEngine = {
    replications,
    isLeader$,
    socket,
    openSocket: () => new SyncSocket({ token: options.token, url: options.socketUrl }),
    reSync,
    async stop() {
      if (isStopped) return
      isStopped = true
      stopSettler?.()
      for (const subscription of subscriptions) subscription.unsubscribe()
      socket.close()
      await Promise.all(replications.map((replication) => replication.cancel()))
      isLeader$.complete()
    },
  }
  return engine
}
