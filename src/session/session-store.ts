import type { PublicUser } from '@contract/auth.contract'
import { SIGNED_IN_CLASS, SIGNED_IN_COOKIE } from '@contract/signed-in-hint'

/**
 * The signed-in session: user and token, persisted under `auth-storage` (and nothing else, as
 * the spec says). A tiny external store read through useSyncExternalStore, so the router guards
 * (outside React) and the screens see the same state.
 *
 * A layer of its own, below the features: the REST client (src/api) and replication
 * (src/sync) need the token too, and they may not import from src/features.
 */
export const SESSION_STORAGE_KEY = 'auth-storage'

/**
 * A hint, never a credential: `hl_signed_in=1` says "this browser holds a session", so the
 * server (and the service worker, through the Cookie Store API where it exists) can send the
 * HTML with the signed-in frame's skeleton (index.html under `<html class="hl-signed-in">`)
 * before any script runs. Not HttpOnly on purpose: the page writes it whenever the session changes. Its lifetime
 * is the server's default token lifetime (TOKEN_TTL_DAYS), renewed at every start with a
 * stored session; a token that dies earlier ends in a 401, which signs out and clears it.
 */
const SIGNED_IN_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60

function writeSignedInHint(isSignedIn: boolean): void {
  if (typeof document === 'undefined') return
  // The HTML may have come without the class (a worker without the Cookie Store API): from
  // here on the skeleton React renders while the shell loads shows the signed-in frame.
  document.documentElement.classList.toggle(SIGNED_IN_CLASS, isSignedIn)
  document.cookie = isSignedIn
    ? `${SIGNED_IN_COOKIE}=1; Path=/; SameSite=Lax; Max-Age=${SIGNED_IN_COOKIE_MAX_AGE_S}`
    : `${SIGNED_IN_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`
}

export interface SessionState {
  user: PublicUser | null
  token: string | null
}

type Listener = () => void

function readStored(): Pick<SessionState, 'user' | 'token'> {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_STORAGE_KEY)
    if (!raw) return { user: null, token: null }
    const parsed = JSON.parse(raw) as { user?: PublicUser | null; token?: string | null }
    if (
      parsed &&
      typeof parsed.token === 'string' &&
      parsed.user &&
      typeof parsed.user === 'object'
    ) {
      return { user: parsed.user, token: parsed.token }
    }
  } catch {
    // A corrupt entry is treated as no session.
  }
  return { user: null, token: null }
}

function persist(user: PublicUser | null, token: string | null): void {
  writeSignedInHint(!!user && !!token)
  try {
    if (user && token) {
      globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user, token }))
    } else {
      globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY)
    }
  } catch {
    // Storage full or unavailable (private mode): the session still lives in memory.
  }
}

let state: SessionState = readStored()
// A session stored before the hint existed (or one whose hint expired) gets it back; a missing
// session clears a stale one.
writeSignedInHint(!!state.token)
const listeners = new Set<Listener>()
const expiredListeners = new Set<Listener>()

function emit(next: SessionState): void {
  state = next
  for (const listener of listeners) listener()
}

export const sessionStore = {
  getState: (): SessionState => state,
  subscribe(this: void, listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  signIn(user: PublicUser, token: string): void {
    persist(user, token)
    emit({ user, token })
  },
  updateUser(user: PublicUser): void {
    if (!state.token) return
    persist(user, state.token)
    emit({ ...state, user })
  },
  signOut(): void {
    persist(null, null)
    emit({ user: null, token: null })
  },
  /** The server refused our token: wipe the session and tell whoever routes (main.tsx). */
  expire(): void {
    if (!state.token) return
    sessionStore.signOut()
    for (const listener of expiredListeners) listener()
  },
  onExpired(listener: Listener): () => void {
    expiredListeners.add(listener)
    return () => expiredListeners.delete(listener)
  },
  /** Another tab signed in or out: follow it. */
  reloadFromStorage(): void {
    const stored = readStored()
    writeSignedInHint(!!stored.token)
    emit(stored)
  },
}
