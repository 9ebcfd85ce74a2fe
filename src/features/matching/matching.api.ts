import { matchesEndpoints } from '@contract/matches.endpoints'
import { call } from '../../api/call'
import { getSyncContext } from '../../sync'
import { quotaStore } from './quota-store'

/**
 * GET /api/matches/quota into the quota store, through the sync session's client (its token,
 * and the test's server). One request at a time per user; failures keep the cached quota (the
 * indicator just shows the last known value).
 */
const inFlight = new Map<string, Promise<void>>()

export function refreshQuota(): Promise<void> {
  const context = getSyncContext()
  if (!context) return Promise.resolve()
  const userId = context.user.id
  let request = inFlight.get(userId)
  if (!request) {
    request = call(matchesEndpoints.quota, { client: context.http })
      .then(({ quota }) => {
        // Signed out or switched user meanwhile: the answer is not for the current session.
        if (getSyncContext()?.user.id === userId) quotaStore.set(userId, quota)
      })
      .catch(() => undefined)
      .finally(() => inFlight.delete(userId))
    inFlight.set(userId, request)
  }
  return request
}
