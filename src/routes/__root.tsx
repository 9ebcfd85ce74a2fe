import { lazy, Suspense } from 'react'
import { Navigate, Outlet, createRootRoute } from '@tanstack/react-router'
import { useSession } from '../session/use-session'
import { InstallPromptHost } from '../features/pwa'

// The shell (header, bottom navigation) is for signed-in users only: loading it lazily keeps
// it out of the landing page's JavaScript.
const AppShell = lazy(() => import('../features/shell/AppShell'))

export const Route = createRootRoute({
  component: RootLayout,
  // Unknown paths go to / for visitors and signed-in users alike (spec §2).
  notFoundComponent: () => <Navigate to="/" replace />,
})

function RootLayout() {
  // While the start-up check (GET /api/auth/me) runs, the stored user is used: the screen
  // renders from IndexedDB at once (design.md: the network is never on the path to a returning
  // user's first paint); a 401 signs out and goes to /login when it comes.
  const { user } = useSession()
  return (
    <>
      {user ? (
        // Nothing while the shell or the screen loads: an empty #root leaves index.html's
        // skeleton of the frame in view (styles.css), so the frame does not move meanwhile.
        <Suspense fallback={null}>
          <AppShell>
            <Outlet />
          </AppShell>
        </Suspense>
      ) : (
        <Outlet />
      )}
      {/* The install banner (spec §9 delays); the signed-in shell places its own in the flow. */}
      {user ? null : <InstallPromptHost />}
    </>
  )
}
