import { sessionStore } from '../../session/session-store'
import { removeStoredKeys } from '../../session/stored-keys'

/**
 * Whether this device has drained the signed-in user's `matches` feed in some page (feed-status.ts):
 * a mark kept across pages, so a page that cannot pull (offline) knows that what is stored is
 * the last synced data. Its own module, light, for the sign-out flow.
 */
const FEED_DRAINED_PREFIX = 'huellitas:matches-drained:'

/** At sign-out the local database goes, and with it what these marks stand for. */
export function forgetDrainedFeeds(): void {
  removeStoredKeys(globalThis.localStorage, [FEED_DRAINED_PREFIX])
}

function drainedKey(): string | null {
  const userId = sessionStore.getState().user?.id
  return userId ? `${FEED_DRAINED_PREFIX}${userId}` : null
}

export function wasDrainedBefore(): boolean {
  const key = drainedKey()
  try {
    return key !== null && localStorage.getItem(key) !== null
  } catch {
    return false
  }
}

export function rememberDrained(): void {
  const key = drainedKey()
  try {
    if (key !== null) localStorage.setItem(key, '1')
  } catch {
    // Storage off: offline, an empty list then shows the error view, as before.
  }
}
