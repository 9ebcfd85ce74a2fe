import { auditTime, merge, tap, type Observable, type Subscription } from 'rxjs'
import type { RxCollection } from 'rxdb'
import type { PendingWrite } from '../../sw/write-queue/queued-write'
import { observePendingWrites, removeWrites } from './write-queue'

/**
 * Removes accepted (`sent`) writes from the queue once the replicated collection shows them, so
 * a screen never flickers between the optimistic document and the server's. A sent entry is
 * settled when:
 * - a pull that drained the feed started after the server accepted it (syncedThrough ≥ ackAt):
 *   the local collection holds the server's state from after the write (also when someone else
 *   changed or deleted the document since);
 * - or, sooner, the document already shows it: present for a create, gone for a delete,
 *   updatedAt ≥ the answer's for an update (typically the socket event, ms after the answer).
 * Runs in the tab that replicates; the queue is shared, so it settles every tab's writes.
 */
export interface VersionedDoc {
  id: string
  updatedAt: string
}

export function isSettled(
  entry: PendingWrite,
  doc: VersionedDoc | undefined,
  syncedThrough: number,
): boolean {
  if (entry.state !== 'sent') return false
  if (entry.ackAt !== null && entry.ackAt <= syncedThrough) return true
  if (entry.op === 'delete') return !doc
  if (entry.op === 'create') return !!doc
  return !!doc && entry.serverUpdatedAt !== null && doc.updatedAt >= entry.serverUpdatedAt
}

export interface SettleTarget {
  collection: RxCollection<VersionedDoc>
  syncedThrough: () => number
  syncedThrough$: Observable<number>
}

/** A sent write not yet shown asks for a pull, at most this often. */
const RESYNC_MIN_GAP_MS = 1_000

export function settleSentWrites(
  targets: ReadonlyMap<string, SettleTarget>,
  /** asks every replication for a pull: the socket event of a write may have been missed */
  reSync: () => void,
): { stop(): void } {
  let lastResyncAt = 0
  let latest: PendingWrite[] = []
  let isStopped = false
  let running: Promise<void> = Promise.resolve()

  async function look(): Promise<void> {
    const done: string[] = []
    for (const [name, target] of targets) {
      const sent = latest.filter((entry) => entry.target === name && entry.state === 'sent')
      if (sent.length === 0 || target.collection.closed) continue
      const docs = await target.collection.findByIds([...new Set(sent.map((e) => e.docId))]).exec()
      const through = target.syncedThrough()
      for (const entry of sent) {
        if (isSettled(entry, docs.get(entry.docId)?.toJSON(), through)) done.push(entry.key)
        else if (Date.now() - lastResyncAt >= RESYNC_MIN_GAP_MS) {
          lastResyncAt = Date.now()
          reSync()
        }
      }
    }
    if (!isStopped && done.length > 0) await removeWrites(done)
  }

  const subscription: Subscription = merge(
    observePendingWrites().pipe(tap((entries) => (latest = entries))),
    ...[...targets.values()].flatMap((target) => [target.collection.$, target.syncedThrough$]),
  )
    .pipe(auditTime(50))
    .subscribe(() => {
      running = running.then(look).catch(() => undefined)
    })

  return {
    stop() {
      isStopped = true
      subscription.unsubscribe()
    },
  }
}
