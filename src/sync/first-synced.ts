import { Observable, type Subscription } from 'rxjs'
import type { SyncedCollection } from '@contract/sync.contract'
import { currentSyncEngine } from './sync-session'

const ENGINE_POLL_MS = 100

/**
 * Whether this tab's replication has stored a first full pull of `collection` since the page
 * loaded: false until then (the engine starts just after the database opens, hence the short
 * poll), then true. Stays false while offline or in a tab that does not replicate.
 */
export function firstSynced$(collection: SyncedCollection): Observable<boolean> {
  return new Observable<boolean>((subscriber) => {
    let inner: Subscription | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const check = () => {
      const replication = currentSyncEngine()?.replications.find((r) => r.name === collection)
      if (!replication) return void (timer = setTimeout(check, ENGINE_POLL_MS))
      inner = replication.syncedThrough$.subscribe((through) => subscriber.next(through > 0))
    }
    subscriber.next(false)
    check()
    return () => {
      clearTimeout(timer)
      inner?.unsubscribe()
    }
  })
}
