import { combineLatest, filter, take } from 'rxjs'
import { loadRuntimeConfig } from '../api/runtime-config'
import { sessionStore } from '../session/session-store'
import { currentSyncEngine, startSync, stopSync } from './sync-session'

/**
 * Ties the sync session to the auth session: a signed-in user (a stored one at start too) gets
 * their database and replication; sign-out and token expiry (the session store clears the
 * user) stop it and remove the local data. Another tab's sign-out arrives here the same way
 * (main.tsx reloads the session store on the `storage` event).
 *
 * main.tsx imports this module dynamically, only once someone is signed in, so the landing
 * page never downloads RxDB or socket.io.
 */
let unsubscribe: (() => void) | null = null

export function bindSyncToSession(): () => void {
  if (unsubscribe) return unsubscribe
  let wasSignedIn = false
  const follow = () => {
    const { user, token } = sessionStore.getState()
    if (user && token) {
      wasSignedIn = true
      // The market prices are written in, remembered for offline starts (api/runtime-config).
      void loadRuntimeConfig()
      void startSync(user, token).catch((error: unknown) => {
        // IndexedDB refused (private mode, full disk): screens stay in their loading state.
        console.error('The local database could not be opened', error)
      })
    } else if (wasSignedIn) {
      wasSignedIn = false
      void stopSync({ removeData: true })
    }
  }
  follow()
  const stopFollowing = sessionStore.subscribe(follow)
  unsubscribe = () => {
    stopFollowing()
    unsubscribe = null
  }
  return unsubscribe
}

/** How long firstSyncSettled() waits at most (offline, a failing server, a non-leader tab). */
export const FIRST_SYNC_WAIT_MAX_MS = 15_000
const ENGINE_POLL_MS = 50

/**
 * Resolves once this tab's first pull of every synced collection is stored — or nobody is
 * signed in, or `maxMs` passed (the tab is offline, the server fails, another tab leads the
 * replication). main.tsx holds the service worker's registration until then.
 */
export function firstSyncSettled(maxMs = FIRST_SYNC_WAIT_MAX_MS): Promise<void> {
  return new Promise((resolve) => {
    const cap = setTimeout(resolve, maxMs)
    const done = () => {
      clearTimeout(cap)
      resolve()
    }
    const check = () => {
      if (!sessionStore.getState().token) return done()
      const engine = currentSyncEngine()
      // startSync() opens the database before it starts the engine.
      if (!engine) return void setTimeout(check, ENGINE_POLL_MS)
      // syncedThrough$ completes without a value when the engine stops: settled too.
      combineLatest(
        engine.replications.map((replication) =>
          replication.syncedThrough$.pipe(filter((through) => through > 0)),
        ),
      )
        .pipe(take(1))
        .subscribe({ complete: done })
    }
    check()
  })
}
