import { sessionStore } from '../features/auth/session-store'
import { startSync, stopSync } from './sync-session'

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
