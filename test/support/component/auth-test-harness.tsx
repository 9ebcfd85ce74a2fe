// The matchers are installed by test/support/component-setup.ts; importing them here as well
// makes their types visible to the app's tsconfig, which also covers src/**/*.test.tsx.
import '@testing-library/jest-dom/vitest'
import { render } from '@testing-library/react'
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { vi } from 'vitest'
import type { ApiErrorBody } from '@contract/errors'
import { requireVisitor } from '../../../src/session/guards'
import LoginPage from '../../../src/features/auth/LoginPage'
import RegisterPage from '../../../src/features/auth/RegisterPage'

/**
 * Shared set-up of the sign-in screens' component tests: the real pages and guard in a
 * memory-history router, and the network replaced at the fetch level (ky still builds the
 * requests, applies its timeout and turns statuses into errors). Real-server coverage of the
 * same flows lives in the end-to-end tests.
 */

export const homeHeading = 'Inicio (prueba)'

export function renderAuthRoute(path: '/login' | '/register') {
  // The router scrolls to the top on navigation; jsdom only logs "not implemented".
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  const rootRoute = createRootRoute({ component: Outlet })
  const routeTree = rootRoute.addChildren([
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      component: () => <h1>{homeHeading}</h1>,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/login',
      beforeLoad: requireVisitor,
      component: LoginPage,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/register',
      beforeLoad: requireVisitor,
      component: RegisterPage,
    }),
  ])
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  render(<RouterProvider router={router} />)
  return router
}

/**
 * jsdom has no fetch of its own, so Node's Request is used, and it rejects the relative URLs
 * (`/api/...`) that a browser resolves against the page. Resolve them the browser's way.
 */
function stubDocumentRelativeRequest(): void {
  const NodeRequest = globalThis.Request
  class DocumentRelativeRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init)
    }
  }
  vi.stubGlobal('Request', DocumentRelativeRequest)
}

type FetchHandler = (request: Request) => Response | Promise<Response>

/** Replaces fetch; returns the list of requests the page made, in order. */
export function stubFetch(handler: FetchHandler): Request[] {
  stubDocumentRelativeRequest()
  const requests: Request[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init)
      requests.push(request.clone())
      return Promise.resolve().then(() => handler(request))
    }),
  )
  return requests
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

export function apiError(status: number, error: string, message: string): Response {
  const body: ApiErrorBody = { error, message }
  return jsonResponse(status, body)
}

export { signedInUser as demoUser, signedInToken as demoToken } from '../signed-in-user'
