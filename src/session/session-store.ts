import type { PublicUser } from '@contract/auth.contract'
import { SIGNED_IN_COOKIE } from '@contract/public-page'

/**
 * The signed-in session: user and token, persisted under `auth-storage` (and nothing else, as
 * the spec says). A tiny external store read through useSyncExternalStore, so the router guards
 * (outside React) and the screens see the same state.
 *
 * `status` is 'checking' while the start-up auth check (GET /api/auth/me) is in flight.
 *
 * A layer of its own, below the features: the REST client (src/api) and replication
 * (src/sync) need the token too, and they may not import from src/features.
 */
export const SESSION_STORAGE_KEY = 'auth-storage'

export interface SessionState {
  user: PublicUser | null
  token: string | null
  status: 'checking' | 'ready'
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

/** A sign-in lasts at most this long on the server (TOKEN_TTL_DAYS' default); so does the hint. */
const HINT_MAX_AGE_S = 30 * 24 * 60 * 60

/**
 * The signed-in hint (contract/public-page.ts): with it the server answers a public path with
 * the app rather than the visitor's server-rendered page. Never the token: only that one exists.
 */
function writeSignedInHint(isSignedIn: boolean): void {
  if (typeof document === 'undefined') return
  document.cookie = isSignedIn
    ? `${SIGNED_IN_COOKIE}=1; Path=/; SameSite=Lax; Max-Age=${HINT_MAX_AGE_S}`
    : `${SIGNED_IN_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`
}

function persist(user: PublicUser | null, token: string | null): void {
  writeSignedInHint(Boolean(user && token))
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

let state: SessionState = { ...readStored(), status: 'ready' }
// A session stored before the hint existed, or whose hint expired first: say so again.
if (state.token) writeSignedInHint(true)
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
  setChecking(isChecking: boolean): void {
    emit({ ...state, status: isChecking ? 'checking' : 'ready' })
  },
  signIn(user: PublicUser, token: string): void {
    persist(user, token)
    emit({ user, token, status: 'ready' })
  },
  updateUser(user: PublicUser): void {
    if (!state.token) return
    persist(user, state.token)
    emit({ ...state, user })
  },
  signOut(): void {
    persist(null, null)
    emit({ user: null, token: null, status: 'ready' })
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
    emit({ ...readStored(), status: state.status })
  },
}
