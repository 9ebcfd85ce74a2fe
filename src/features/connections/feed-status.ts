import { BehaviorSubject } from 'rxjs'
import type { currentSyncEngine } from '../../sync'
import { MATCHES } from './matches.repo'
import { isOffline } from '../../api/online'
import { rememberDrained, wasDrainedBefore } from './drained-mark'

/**
 * Where the first pull of the `matches` feed stands in this session, for the spinner and the
 * error view of the connection screens (what is stored is shown in any case):
 * - 'loading' until a pull has drained the feed (syncedThrough$ > 0);
 * - 'error' when a pull failed before that (RxDB's error$), or when the page is offline with
 *   nothing pulled yet — RxDB then waits for the 'online' event and reports nothing more —
 *   unless this device drained the feed for this user in an earlier page: what it stored then
 *   (an empty list, say) is the last synced data the screen shows offline, not an error;
 * - 'ready' once drained (later failures are retries of a feed already stored), and in a tab
 *   that does not replicate (another tab is the leader and stores what this one reads).
 */
export type FeedStatus = 'loading' | 'ready' | 'error'

type SyncEngine = NonNullable<ReturnType<typeof currentSyncEngine>>

/** How long a tab waits for leadership before trusting the leader tab to fill the store. */
export const FOLLOWER_GRACE_MS = 2_000

const watched = new WeakMap<SyncEngine, BehaviorSubject<FeedStatus>>()

export function matchesFeedStatus(engine: SyncEngine): BehaviorSubject<FeedStatus> {
  const known = watched.get(engine)
  if (known) return known
  const replication = engine.replications.find((candidate) => candidate.name === MATCHES)
  const status = new BehaviorSubject<FeedStatus>(replication ? 'loading' : 'ready')
  watched.set(engine, status)
  if (!replication) return status
  let isSynced = false
  const notSynced = () => (wasDrainedBefore() ? 'ready' : 'error')
  replication.syncedThrough$.subscribe((through) => {
    if (through <= 0) return
    isSynced = true
    rememberDrained()
    status.next('ready')
  })
  replication.state.error$.subscribe(() => {
    if (!isSynced) status.next(notSynced())
  })
  if (!isSynced && isOffline()) status.next(notSynced())
  setTimeout(() => {
    if (!isSynced && !engine.isLeader$.value && status.value === 'loading') status.next('ready')
  }, FOLLOWER_GRACE_MS)
  return status
}

/** 'Reintentar': pull again now; offline there is nothing to try, so it stays an error. */
export function retryMatchesFeed(engine: SyncEngine): void {
  const status = matchesFeedStatus(engine)
  if (status.value === 'ready') return
  if (isOffline()) {
    status.next('error')
    return
  }
  status.next('loading')
  engine.reSync()
}
