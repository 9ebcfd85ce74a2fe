/// <reference lib="webworker" />
/**
 * Page requests. The app's own paths open from the precached shell (/index.html) at once, online
 * or offline, and the client router takes over. The pages a stranger opens from a link (the
 * landing, /perdidos/{id}, /pet/{id}) are rendered by the server for visitors, their content in
 * the HTML: for a visitor the worker asks the network for them first, and gives the shell (which
 * renders the same page from the API) only when the network fails. Someone signed in gets the
 * shell at once there too: the server would answer them with it anyway (the hint cookie,
 * contract/public-page.ts), which the worker reads through the Cookie Store API where the
 * browser has it; elsewhere the network answers, and the shell offline.
 */
import { SERVER_RENDERED_PATH, SIGNED_IN_COOKIE } from '../server/contract/public-page'
import { createHandlerBoundToURL } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js'

declare const self: ServiceWorkerGlobalScope

interface CookieStoreLike {
  get(name: string): Promise<{ value: string } | null>
}

async function isSignedIn(): Promise<boolean> {
  const store = (self as unknown as { cookieStore?: CookieStoreLike }).cookieStore
  if (!store) return false
  try {
    return (await store.get(SIGNED_IN_COOKIE))?.value === '1'
  } catch {
    return false
  }
}

export function registerNavigationRoute(serverPaths: RegExp[]): void {
  const shell = createHandlerBoundToURL('/index.html')
  const handler = async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    if (SERVER_RENDERED_PATH.test(options.url.pathname) && !(await isSignedIn())) {
      try {
        return await fetch(options.request)
      } catch {
        // Offline: the shell renders the same page from the API (or says it cannot).
      }
    }
    return shell(options)
  }
  registerRoute(new NavigationRoute(handler, { denylist: serverPaths }))
}
