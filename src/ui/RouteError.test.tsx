import { render, screen } from '@testing-library/react'
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { RouteError } from './RouteError'

describe('RouteError', () => {
  it("replaces a screen that failed to render, in Spanish, with a reload of the screen's address", async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    // React and the router report the caught render error on the console: it is this test's point.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const rootRoute = createRootRoute()
    const broken = createRoute({
      getParentRoute: () => rootRoute,
      path: '/settings',
      component: () => {
        throw new Error('Failed to fetch dynamically imported module')
      },
    })
    const router = createRouter({
      routeTree: rootRoute.addChildren([broken]),
      history: createMemoryHistory({ initialEntries: ['/settings?tab=cuenta'] }),
      defaultErrorComponent: RouteError,
    })
    render(<RouterProvider router={router} />)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Algo salió mal. Recargar')
    expect(screen.getByRole('link', { name: 'Recargar' })).toHaveAttribute(
      'href',
      '/settings?tab=cuenta',
    )
    expect(screen.queryByText(/Something went wrong/)).toBeNull()
    expect(screen.queryByText(/dynamically imported module/)).toBeNull()
  })
})
