import { useEffect, useState } from 'react'
import type { UserStatsResponse } from '@contract/users.contract'
import { usersEndpoints } from '@contract/users.endpoints'
import { call } from '../../api/call'

export type UserStatsResult =
  { status: 'loading' } | { status: 'ready'; stats: UserStatsResponse } | { status: 'error' }

/**
 * GET /api/users/stats, for the home's welcome banner and the profile's statistics card. A
 * plain REST read: the counts are derived on the server and not replicated; offline, the
 * service worker answers with the last counts it saw (sw/last-known.ts), so they keep their
 * value. A failure with nothing stored (first visit offline, no worker yet) is only an 'error'
 * state: the spec logs stats failures and shows nothing.
 */
export function useUserStats(userId: string): UserStatsResult {
  const [result, setResult] = useState<{ userId: string; value: UserStatsResult } | null>(null)

  useEffect(() => {
    if (!userId) return
    const controller = new AbortController()
    call(usersEndpoints.stats, { signal: controller.signal })
      .then((stats) => setResult({ userId, value: { status: 'ready', stats } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        console.warn('No se pudieron cargar las estadísticas', error)
        setResult({ userId, value: { status: 'error' } })
      })
    return () => controller.abort()
  }, [userId])

  // A result fetched for another account (sign-out, sign-in as someone else) does not count.
  return result?.userId === userId ? result.value : { status: 'loading' }
}
