import { filter, firstValueFrom } from 'rxjs'
import type { SyncedCollection } from '@contract/sync.contract'
import { currentSyncEngine } from './sync-session'

const ENGINE_POLL_MS = 100

/**
 * Resolves once this tab's replication has stored a first pull of `collection` (the engine
 * starts just after the database opens, hence the short poll). Never resolves while offline or
 * in a tab that does not replicate: a notifier's first run (which marks what is already there
 * as known) simply waits.
 */
export function firstSynced(
  collection: SyncedCollection,
  isCancelled: () => boolean,
): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (isCancelled()) return
      const replication = currentSyncEngine()?.replications.find((r) => r.name === collection)
      if (!replication) return void setTimeout(check, ENGINE_POLL_MS)
      void firstValueFrom(replication.syncedThrough$.pipe(filter((through) => through > 0))).then(
        () => resolve(),
        () => undefined,
      )
    }
    check()
  })
}
