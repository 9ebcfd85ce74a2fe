import { filter, firstValueFrom } from 'rxjs'
import { currentSyncEngine } from '../../sync'
import { MATCHES } from './matching.repo'

const ENGINE_POLL_MS = 100

/**
 * Resolves once this tab's replication has stored a first pull of `matches` (the engine starts
 * just after the database opens, hence the short poll). Never resolves while offline or in a
 * tab that does not replicate — the notifier's first run simply waits.
 */
export function matchesFirstSynced(isCancelled: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (isCancelled()) return
      const replication = currentSyncEngine()?.replications.find((r) => r.name === MATCHES)
      if (!replication) return void setTimeout(check, ENGINE_POLL_MS)
      void firstValueFrom(replication.syncedThrough$.pipe(filter((through) => through > 0))).then(
        () => resolve(),
        () => undefined,
      )
    }
    check()
  })
}
