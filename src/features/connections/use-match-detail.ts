import { useEffect, useMemo, useState } from 'react'
import { useDatabase } from '../../db'
import { useObservable } from '../../sync'
import { connections as t } from '../../i18n/es/connections'
import { fetchMatch, type MatchFetch } from './connections.api'
import { observeStoredMatch } from './matches.repo'
import { fromServer, fromStored, type MatchDetailModel } from './match-detail-model'

export type MatchDetailState =
  | { kind: 'loading' }
  /** `isStored`: shown from this device (offline, or the server could not answer) */
  | { kind: 'ready'; match: MatchDetailModel; isStored: boolean }
  | { kind: 'not-found' }
  | { kind: 'error'; message: string }

/**
 * The match detail: the server's answer (GET /api/matches/{id}) when there is one, else the
 * stored match document; the stored one shows meanwhile, so the screen opens at once. When the
 * stored match goes away (its tombstone replicated), the match is over: 'not-found'.
 */
export function useMatchDetail(matchId: string): MatchDetailState {
  const database = useDatabase()
  const source = useMemo(
    () => (database ? observeStoredMatch(database, matchId) : null),
    [database, matchId],
  )
  const stored = useObservable(source)
  // Seen here, then gone: unmatched (by the other user, live, or on another device).
  const [wasStored, setWasStored] = useState(false)
  if (stored.value && !wasStored) setWasStored(true)
  const isGone = wasStored && !stored.isLoading && stored.value === null
  const [remote, setRemote] = useState<{ matchId: string; result: MatchFetch } | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    void fetchMatch(matchId, controller.signal).then((result) => {
      if (!controller.signal.aborted) setRemote({ matchId, result })
    })
    return () => controller.abort()
  }, [matchId])

  const answer = remote?.matchId === matchId ? remote.result : null
  if (isGone) return { kind: 'not-found' }
  if (answer?.kind === 'found') {
    return { kind: 'ready', match: fromServer(answer.match), isStored: false }
  }
  if (answer?.kind === 'not-found') return { kind: 'not-found' }
  if (stored.value) {
    return { kind: 'ready', match: fromStored(stored.value, matchId), isStored: answer !== null }
  }
  if (answer === null || stored.isLoading) return { kind: 'loading' }
  return { kind: 'error', message: answer.kind === 'error' ? answer.message : t.detail.loadError }
}
