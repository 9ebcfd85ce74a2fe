import './zod-config'
import { StrictMode, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider, createRouter } from '@tanstack/react-router'
import { routeTree } from './routeTree.gen'
import { sessionStore, SESSION_STORAGE_KEY } from './session/session-store'
import { ShellSkeleton } from './features/shell/ShellSkeleton'
import { startPwa } from './features/pwa/start-pwa'
import './styles.css'

const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true })

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
  void import('./features/auth/auth-actions').then(({ checkSessionAtStart }) =>
    checkSessionAtStart(),
  )
}

// A returning user's first screen needs the shell's chunk and, on '/', the home's: ask for both
// now, beside the database's, instead of one after another as the router renders its way down
// (each is a round trip on a cold visit; the service worker answers them on warm ones).
if (sessionStore.getState().user) {
  void import('./features/shell/AppShell').catch(() => undefined)
  if (window.location.pathname === '/') {
    void import('./features/home/HomePage').catch(() => undefined)
  }
}

// The offline engine (RxDB, replication, socket.io) loads only once someone is signed in, so a
// visitor's landing page never downloads it. From then on it follows the session by itself:
// sign-out and token expiry stop it and remove the local data.
const loadSyncBinding = () => import('./sync/session-binding')
let syncBinding: ReturnType<typeof loadSyncBinding> | null = null
function bindSyncOnSignIn(): ReturnType<typeof loadSyncBinding> | null {
  if (!syncBinding && sessionStore.getState().token) {
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

createRoot(container).render(
  <StrictMode>
    {/* index.html's own skeleton, so the first render (a route's chunk still loading) keeps it. */}
    <Suspense fallback={<ShellSkeleton />}>
      <RouterProvider router={router} />
    </Suspense>
  </StrictMode>,
)
