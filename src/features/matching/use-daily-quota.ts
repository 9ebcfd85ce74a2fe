import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { useDatabase } from '../../db'
import { useObservable } from '../../sync'
import { useSession } from '../../session/use-session'
import { refreshQuota } from './matching.api'
import { observePendingSwipes, type PendingSwipes } from './matching.repo'
import type { DailyQuotaState } from './matching.types'
import { quotaState, quotaStorageKey, quotaStore } from './quota-store'
import { isOnline } from '../../api/online'

/**
 * The daily quota for the swipes indicator (spec §6): what is left today, from the server
 * (GET /api/matches/quota when signed in and online, on focus, back online and after the UTC
 * midnight reset; every swipe's answer updates it too), minus the likes still waiting offline.
 * Cached per user, so it shows offline. Premium: likesLeft null (unlimited).
 */
const NO_PENDING: PendingSwipes = { likes: 0, superLikes: 0 }

let isListeningToStorage = false
function listenToOtherTabs(): void {
  if (isListeningToStorage || typeof window === 'undefined') return
  isListeningToStorage = true
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(quotaStorageKey(''))) quotaStore.reload()
  })
}

export function useDailyQuota(): DailyQuotaState {
  const database = useDatabase()
  const user = useSession().user
  const userId = user?.id
  const stored = useSyncExternalStore(quotaStore.subscribe, () =>
    userId ? quotaStore.get(userId) : null,
  )
  const source = useMemo(() => (database ? observePendingSwipes() : null), [database])
  const pending = useObservable(source).value ?? NO_PENDING
  const pendingTotal = pending.likes + pending.superLikes
  const [now, setNow] = useState(() => Date.now())

  // Fetch when signed in, when the tab comes back into focus or online, and when a write
  // waiting offline leaves the queue (its answer went to the service worker, not to us).
  useEffect(() => {
    if (!userId) return
    listenToOtherTabs()
    const refresh = () => {
      if (isOnline()) void refreshQuota()
    }
    refresh()
    window.addEventListener('focus', refresh)
    window.addEventListener('online', refresh)
    return () => {
      window.removeEventListener('focus', refresh)
      window.removeEventListener('online', refresh)
    }
  }, [userId, database, pendingTotal])

  // At the reset (next UTC midnight) the counts start again: re-render and ask the server.
  const resetsAt = stored ? Date.parse(stored.resetsAt) : NaN
  useEffect(() => {
    if (!Number.isFinite(resetsAt)) return
    const delay = Math.max(0, resetsAt - Date.now()) + 1_000
    // setTimeout holds at most ~24.8 days; the reset is at most one day away.
    const timer = setTimeout(() => {
      setNow(Date.now())
      if (isOnline()) void refreshQuota()
    }, delay)
    return () => clearTimeout(timer)
  }, [resetsAt])

  const isPremiumUser = user?.subscription.type === 'premium'
  const { likes, superLikes } = pending
  return useMemo(
    () => quotaState(stored, { likes, superLikes }, isPremiumUser, now),
    [stored, likes, superLikes, isPremiumUser, now],
  )
}
