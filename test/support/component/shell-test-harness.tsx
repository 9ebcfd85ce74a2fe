// The matchers are installed by test/support/component-setup.ts; importing them here as well
// makes their types visible to the app's tsconfig, which also covers src/**/*.test.tsx.
import '@testing-library/jest-dom/vitest'
import type { ReactNode } from 'react'
import { act, render } from '@testing-library/react'
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  useLocation,
} from '@tanstack/react-router'
import { vi } from 'vitest'
import type { PublicUser } from '@contract/auth.contract'
import { signedInUser } from '../signed-in-user'

/**
 * Shared set-up of the shell's component tests: whatever `frame` renders (the app shell, a
 * header piece) around a memory-history router whose every path shows a marker with the
 * current pathname, so a test can see where a click led.
 */

export const pageMarker = 'current-path'

function CurrentPath() {
  const pathname = useLocation({ select: (location) => location.pathname })
  return <p data-testid={pageMarker}>{pathname}</p>
}

export async function renderInRouter(
  frame: (outlet: ReactNode) => ReactNode,
  initialEntries: string[] = ['/'],
) {
  // The router scrolls to the top on navigation; jsdom only logs "not implemented".
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  installDialogPolyfill()
  const rootRoute = createRootRoute({ component: () => frame(<Outlet />) })
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: CurrentPath }),
    createRoute({ getParentRoute: () => rootRoute, path: '$', component: CurrentPath }),
  ])
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries, initialIndex: initialEntries.length - 1 }),
  })
  render(<RouterProvider router={router} />)
  await act(() => router.load())
  return router
}

/** jsdom has no showModal/close yet: enough of them for the panel's open state and 'close'. */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>
  if (typeof proto.showModal === 'function') return
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}

export function testUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return { ...signedInUser, id: 'u-shell', ...overrides }
}

export const testToken = 'b'.repeat(43)
