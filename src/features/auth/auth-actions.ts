import { HTTPError } from 'ky'
import { fetchMe, logout, logoutEverywhere } from './auth.api'
import { sessionStore } from '../../session/session-store'

/**
 * The start-up auth check. With a stored token, ask the server who we are: a fresh user
 * replaces the stored one, a 401 wipes the session (the http client does that, and main.tsx
 * goes to /login), and no answer (offline, slow network) keeps the stored session: an
 * offline-first app must open offline. Nothing waits for it: the shell and the screen render
 * with the stored user meanwhile (design.md 'Rendering: HTML first').
 */
export async function checkSessionAtStart(): Promise<void> {
  if (!sessionStore.getState().token) return
  await fetchMe()
    .then(({ user }) => sessionStore.updateUser(user))
    .catch((error: unknown) => {
      if (error instanceof HTTPError && error.response.status === 401) return
      // Offline or server trouble: keep what we have.
    })
}

/** This device's push subscription ends with its session (loaded on demand, off first loads). */
function forgetPush(): void {
  void import('../push/push-device').then(
    (push) => push.forgetPushOnSignOut(),
    () => undefined,
  )
}

/** Sign out here at once; tell the server to revoke the token when it can be reached. */
export async function signOut(): Promise<void> {
  const { token } = sessionStore.getState()
  // The sync module removes the local database and the write queue when the session ends:
  // queued writes carry this user's token and data. Screens warn before that (spec-beyond:
  // 'Tienes N cambios sin enviar'), so nothing is dropped silently.
  sessionStore.signOut()
  if (!token) return
  forgetPush()
  await logout(token).catch(() => {
    // Offline: the token stays valid on the server until it expires; nothing else to do.
  })
}

/**
 * After the server deleted the account (and with it every session): this device signs out like
 * signOut() does, without a call for a token that no longer exists.
 */
export function endDeletedAccountSession(): void {
  sessionStore.signOut()
  forgetPush()
}

/**
 * 'Cerrar sesión en todos los dispositivos': the server revokes every session first (this
 * needs the network, and a failure throws with nothing changed here); then this device signs
 * out like signOut() does, without a second call for a token already revoked.
 */
export async function signOutEverywhere(): Promise<void> {
  await logoutEverywhere()
  sessionStore.signOut()
  forgetPush()
}
