import { lazy, Suspense } from 'react'
import { Navigate, Outlet, createRootRoute } from '@tanstack/react-router'
import { useSession } from '../features/auth/use-session'
import { InstallPromptHost } from '../features/pwa/InstallPromptHost'
import { FullScreenSpinner } from '../ui/Spinner'

// The shell (header, bottom navigation) is for signed-in users only: loading it lazily keeps
// it out of the landing page's JavaScript.
const AppShell = lazy(() => import('../features/shell/AppShell'))

export const Route = createRootRoute({
  component: RootLayout,
  // Unknown paths go to / for visitors and signed-in users alike (spec §2).
  notFoundComponent: () => <Navigate to="/" replace />,
})

function RootLayout() {
  const { user, status } = useSession()
  if (status === 'checking') return <FullScreenSpinner />
  return (
    <>
      {user ? (
        <Suspense fallback={<FullScreenSpinner />}>
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
