import { useEffect } from 'react'
import { useDatabase } from '../../db'
import { useSession } from '../auth'
import { startMatchNotifier } from './match-notifier'
import { matchesFirstSynced } from './matches-synced'

/**
 * Runs the match notifier (match-notifier.ts) for the signed-in user on every screen. The
 * signed-in shell mounts it lazily, so it costs the first screen nothing. Renders nothing.
 */
export default function MatchNotifierHost() {
  const database = useDatabase()
  const userId = useSession().user?.id
  useEffect(() => {
    if (!database || !userId) return
    let isStopped = false
    const notifier = startMatchNotifier({
      database,
      userId,
      firstSynced: matchesFirstSynced(() => isStopped),
    })
    return () => {
      isStopped = true
      notifier.stop()
    }
  }, [database, userId])
  return null
}
