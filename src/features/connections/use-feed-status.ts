import { useCallback, useEffect, useState } from 'react'
import { currentSyncEngine } from '../../sync'
import { matchesFeedStatus, retryMatchesFeed, type FeedStatus } from './feed-status'

/** How often to look for the sync engine while the session is still starting it. */
const ENGINE_POLL_MS = 300

/**
 * The `matches` feed's first-pull status (feed-status.ts) for the spinner and the error view,
 * and 'Reintentar'. Without a running engine (signing in, or signed out) it reports 'loading'.
 */
export function useMatchesFeedStatus(): { status: FeedStatus; retry: () => void } {
  const [status, setStatus] = useState<FeedStatus>('loading')

  useEffect(() => {
    let unsubscribe: (() => void) | null = null
    const attach = (): boolean => {
      const engine = currentSyncEngine()
      if (!engine) return false
      const subscription = matchesFeedStatus(engine).subscribe(setStatus)
      unsubscribe = () => subscription.unsubscribe()
      return true
    }
    if (attach()) return () => unsubscribe?.()
    const timer = setInterval(() => {
      if (attach()) clearInterval(timer)
    }, ENGINE_POLL_MS)
    return () => {
      clearInterval(timer)
      unsubscribe?.()
    }
  }, [])

  const retry = useCallback(() => {
    const engine = currentSyncEngine()
    if (engine) retryMatchesFeed(engine)
  }, [])
  return { status, retry }
}
