import './zod-config'
import { StrictMode, Suspense, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider, createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { sessionStore, SESSION_STORAGE_KEY } from './session/session-store'
import { RouteError } from './ui/RouteError'
import { startPwa } from './features/pwa'
import { startScreenPreloads } from './screen-preloads'
import { Spinner } from './ui/Spinner'
import './styles.css'

// A screen whose chunk takes longer than the router's pendingMs (1 s) shows a spinner where the
// screen goes (the first load keeps index.html's skeleton until then).
const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  defaultErrorComponent: RouteError,
  defaultPendingComponent: Spinner,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

// Spec: a 401 on any call wipes the session and goes to /login.
sessionStore.onExpired(() => {
  void router.navigate({ to: '/login', replace: true })
})

// Follow sign-in and sign-out done in another tab.
window.addEventListener('storage', (event) => {
  if (event.key === SESSION_STORAGE_KEY) {
    sessionStore.reloadFromStorage()
    void router.invalidate()
  }
})

// Guards read the session, so re-run them whenever it changes (sign-in, sign-out, expiry).
sessionStore.subscribe(() => {
  void router.invalidate()
})

// The auth check (and the REST client it needs) loads only when there is a session to check,
// so a visitor's landing page does not download it.
if (sessionStore.getState().token) {
  startScreenPreloads()
  void import('./features/auth/auth-actions').then(({ checkSessionAtStart }) =>
    checkSessionAtStart(),
  )
}

// The offline engine (RxDB, replication, socket.io) loads only once someone is signed in, so a
// visitor's landing page never downloads it. From then on it follows the session by itself:
// sign-out and token expiry stop it and remove the local data.
const loadSyncBinding = () => import('./sync/session-binding')
let syncBinding: ReturnType<typeof loadSyncBinding> | null = null
function bindSyncOnSignIn(): ReturnType<typeof loadSyncBinding> | null {
  const { user, token } = sessionStore.getState()
  if (!syncBinding && token) {
    // A small chunk that asks for the first pulls while the engine's chunks load and its
    // database opens (sync/early-pulls.ts): on a device that has none of this user's data.
    if (user) {
      void import('./sync/early-pulls').then(({ startEarlyPulls }) =>
        startEarlyPulls(user.id, token),
      )
    }
    syncBinding = loadSyncBinding()
    void syncBinding.then(({ bindSyncToSession }) => bindSyncToSession())
  }
  return syncBinding
}
const bindingAtStart = bindSyncOnSignIn()
sessionStore.subscribe(() => {
  void bindSyncOnSignIn()
})

// Catch `beforeinstallprompt` before React renders; register the service worker after load and,
// for a stored session, after its first sync (installing the worker downloads the whole app,
// which would slow the first pull down).
startPwa({
  registerWorkerAfter: bindingAtStart?.then(({ firstSyncSettled }) => firstSyncSettled()),
})

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')

// In a transition, React renders the first screen in slices of a few milliseconds and lets the
// browser in between, instead of in one task that blocks input (about 400 ms on a slow phone:
// Lighthouse's total blocking time).
const root = createRoot(container)
startTransition(() => {
  root.render(
    <StrictMode>
      {/* Nothing while a route's chunk loads: an empty #root leaves index.html's skeleton in view. */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </StrictMode>,
  )
})
