import type { ReactNode } from 'react'
import { render, screen } from '@testing-library/react'
import { vi } from 'vitest'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router'

/**
 * Test helper: renders `ui` as the root route of an in-memory router, since <Link> needs one.
 * Resolves once the router has rendered it.
 */
export async function renderInRouter(ui: ReactNode, path = '/') {
  // The router restores scroll on navigation; jsdom has no scrolling and logs an error instead.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  const rootRoute = createRootRoute({ component: () => <div data-testid="route-root">{ui}</div> })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const result = render(<RouterProvider router={router} />)
  await screen.findByTestId('route-root')
  return { ...result, router }
}
