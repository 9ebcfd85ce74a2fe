import { HTTPError } from 'ky'
import type { MatchDetail } from '@contract/matches.contract'
import { matchesEndpoints } from '@contract/matches.endpoints'
import { call } from '../../api/call'
import { errorMessage, isNetworkError } from '../../api/http'
import { connections as t } from '../../i18n/es/connections'

/**
 * GET /api/matches/{id}: the match detail with both pets and the other owner (spec §7). A
 * plain read, not replicated: offline the screen falls back to the stored match document.
 */
export type MatchFetch =
  | { kind: 'found'; match: MatchDetail }
  /** 404: not a match of this user (any more) */
  | { kind: 'not-found' }
  /** no answer (offline, timeout): use what is stored */
  | { kind: 'offline' }
  | { kind: 'error'; message: string }

export async function fetchMatch(matchId: string, signal?: AbortSignal): Promise<MatchFetch> {
  try {
    const { match } = await call(matchesEndpoints.match, {
      params: { id: matchId },
      ...(signal ? { signal } : {}),
    })
    return { kind: 'found', match }
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return { kind: 'not-found' }
    if (isNetworkError(error)) return { kind: 'offline' }
    return { kind: 'error', message: await errorMessage(error, t.detail.loadError) }
  }
}
