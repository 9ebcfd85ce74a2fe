import { auditTime, interval, merge, type Observable, type Subscription } from 'rxjs'
import type { RxCollection } from 'rxdb'
import type { HuellitasDatabase, OutboxDoc } from '../db'
import { sync as texts } from '../i18n/es/sync'
import { adoptOrphan, holdsRetry } from './actions'
import { patchOutboxEntry, removeOutboxEntries } from './outbox'
import { alivePageIds } from './page-liveness'
import { hasResender, rebuildMutation, resenderAdded$ } from './resenders'
import { queuedWriteKeys } from './worker-queue'

/**
 * Drops outbox entries once the replicated collection shows their outcome, and notices entries
 * that can no longer be sent. Runs in the tab that replicates (the leader); the outbox is shared
 * by all tabs, so it settles every tab's entries.
 *
 * An entry is settled (isSettled) when:
 * - `sent` (the server accepted it at ackAt):
 *   · a pull that drained the feed started after ackAt and its documents are stored
 *     (syncedThrough ≥ ackAt): the local collection holds the server's state from after the
 *     write — the robust rule, which also ends entries whose document someone else changed
 *     or deleted since;
 *   · or, sooner, the document already shows it: gone for a delete, updatedAt ≥ the answer's
 *     for a create or update (typically the socket event, a few ms after the answer);
 * - a create in any state whose document exists: the id is client-made, so it exists only
 *   because the server created it (an attempt whose answer was lost did get through);
 * - `queued` or `failed` (no answer we know of) whose document changed since the edit was made,
 *   or is gone for a delete: the write reached the server after all.
 * `sending` and `failed-offline` entries belong to the page that holds their request, unless
 * that page is gone: then they turn `queued` if the service worker's queue holds the request
 * (the page went before the worker's 202 reached it); else this tab sends them again when their
 * feature can rebuild the request (resenders.ts), or they turn `failed` (the UI offers to
 * discard). A `failed` entry the worker turns out to hold becomes `queued` on a later sweep,
 * one a resender has since been registered for is sent again.
 */
export interface VersionedDoc {
  id: string
  updatedAt: string
}

export function isSettled(
  entry: OutboxDoc,
  doc: VersionedDoc | undefined,
  syncedThrough: number,
): boolean {
  if (entry.op === 'create' && doc) return true
  if (entry.state === 'sent') {
    if (entry.ackAt !== null && entry.ackAt <= syncedThrough) return true
    if (entry.op === 'delete') return !doc
    return !!doc && entry.serverUpdatedAt !== null && doc.updatedAt >= entry.serverUpdatedAt
  }
  if (entry.state === 'queued' || entry.state === 'failed') {
    if (entry.op === 'delete') return !doc
    return !!doc && entry.baseUpdatedAt !== null && doc.updatedAt > entry.baseUpdatedAt
  }
  return false
}

export interface ReconcilerTarget {
  collection: RxCollection<VersionedDoc>
  /** see CollectionReplication.syncedThrough$ */
  syncedThrough: () => number
  syncedThrough$: Observable<number>
}

export interface ReconcilerOptions {
  database: HuellitasDatabase
  targets: ReadonlyMap<string, ReconcilerTarget>
  /** asks every replication for a pull */
  reSync: () => void
}

/** How often unsettled entries are looked at again (and dead pages detected). */
const SWEEP_MS = 5_000
/** How long after it turned `failed` an entry is still checked against the worker's queue. */
const FAILED_RECHECK_MS = 60_000
const RESYNC_MIN_GAP_MS = 1_000

export function startOutboxReconciler(options: ReconcilerOptions): { stop(): void } {
  const { database, targets } = options
  let isRunning = false
  let isDirty = false
  let isStopped = false
  let lastResyncAt = 0

  // RxDB closes the collections before it marks the database closed.
  const isClosing = () => database.closed || database.outbox.closed

  async function evaluate(): Promise<void> {
    if (isRunning) {
      isDirty = true
      return
    }
    isRunning = true
    try {
      do {
        isDirty = false
        await evaluateOnce()
      } while (isDirty && !isStopped)
    } catch (error) {
      // Stopped, or the database closing under a running look (sign-out): nothing to settle.
      if (!isStopped && !isClosing()) throw error
    } finally {
      isRunning = false
    }
  }

  async function evaluateOnce(): Promise<void> {
    if (isStopped || isClosing()) return
    const entries = (await database.outbox.find().exec()).map((doc) => doc.toJSON() as OutboxDoc)
    const settled: string[] = []
    let needsPull = false
    for (const [name, target] of targets) {
      const own = entries.filter((entry) => entry.target === name)
      if (own.length === 0) continue
      const docs = await target.collection.findByIds([...new Set(own.map((e) => e.docId))]).exec()
      const through = target.syncedThrough()
      for (const entry of own) {
        const doc = docs.get(entry.docId)?.toJSON()
        if (isSettled(entry, doc, through)) settled.push(entry.id)
        else if (entry.state === 'sent') needsPull = true
      }
    }
    await removeOutboxEntries(database, settled)
    await markOrphans(entries.filter((entry) => !settled.includes(entry.id)))
    if (needsPull && Date.now() - lastResyncAt >= RESYNC_MIN_GAP_MS) {
      lastResyncAt = Date.now()
      options.reSync()
    }
  }

  async function markOrphans(entries: OutboxDoc[]): Promise<void> {
    const unsent = entries.filter(
      (entry) =>
        (entry.state === 'sending' || entry.state === 'failed-offline') && !holdsRetry(entry.id),
    )
    // A failed entry is looked at again only while the worker could still turn out to hold it
    // (just marked) or when a resender can now send it: an old failed entry waiting for the
    // user to discard it must not cost the page-liveness and worker-queue reads every sweep.
    const now = Date.now()
    const failed = entries.filter(
      (entry) =>
        entry.state === 'failed' &&
        (now - Date.parse(entry.updatedAt) < FAILED_RECHECK_MS || hasResender(entry.target)),
    )
    if (unsent.length === 0 && failed.length === 0) return
    const alive = await alivePageIds()
    const orphans = unsent.filter((entry) => !alive.has(entry.pageId))
    if (orphans.length === 0 && failed.length === 0) return
    // A page can go (reload, closed app) just after the worker queued its write and before the
    // worker's 202 reached it, and the worker may store the write a moment after this look:
    // such a write is on its way, so it turns `queued`, also when it was marked failed already.
    // Otherwise the request never reached the worker: a write that can be rebuilt from its
    // entry (resenders.ts) is sent again from here, in the order it was made; the rest fail.
    const queued = await queuedWriteKeys()
    const lost = [...orphans, ...failed].sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    for (const entry of lost) {
      if (isStopped || isClosing()) return
      if (queued.has(entry.id)) {
        await patchOutboxEntry(database, entry.id, { state: 'queued', error: null })
        continue
      }
      const mutation = rebuildMutation(entry)
      if (mutation) {
        await adoptOrphan(entry.id, mutation)
      } else if (entry.state !== 'failed') {
        await patchOutboxEntry(database, entry.id, { state: 'failed', error: texts.notSent })
      }
    }
  }

  const triggers: Observable<unknown>[] = [
    database.outbox.$,
    interval(SWEEP_MS),
    resenderAdded$,
    ...[...targets.values()].flatMap((target) => [target.collection.$, target.syncedThrough$]),
  ]
  const subscription: Subscription = merge(...triggers)
    .pipe(auditTime(50))
    .subscribe(() => void evaluate())
  void evaluate()

  return {
    stop() {
      isStopped = true
      subscription.unsubscribe()
    },
  }
}
