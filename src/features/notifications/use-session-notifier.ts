import { useEffect } from 'react'
import { useDatabase, type HuellitasDatabase } from '../../db'
import { firstSynced } from '../../sync'
import { useSession } from '../auth'

export interface NotifierStart {
  database: HuellitasDatabase
  userId: string
  /** resolves once the first pull of `matches` is stored (a notifier's first run waits for it) */
  firstSynced: Promise<void>
}

/**
 * Runs a notifier that turns replicated changes into in-app notifications (new matches, new
 * messages) for the signed-in user, restarting it for another user or database and stopping it
 * on sign-out. Both notifiers read the `matches` collection.
 */
export function useSessionNotifier(start: (options: NotifierStart) => { stop(): void }): void {
  const database = useDatabase()
  const userId = useSession().user?.id
  useEffect(() => {
    if (!database || !userId) return
    let isStopped = false
    const notifier = start({
      database,
      userId,
      firstSynced: firstSynced('matches', () => isStopped),
    })
    return () => {
      isStopped = true
      notifier.stop()
    }
  }, [database, userId, start])
}
