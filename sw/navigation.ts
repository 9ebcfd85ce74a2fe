/// <reference lib="webworker" />
/**
 * Page requests. The app's own paths open from the precached shell (/index.html) at once, online
 * or offline, and the client router takes over. The pages a stranger opens from a link (the
 * landing, /perdidos/{id}, /pet/{id}) are rendered by the server for visitors, their content in
 * the HTML: for a visitor the worker asks the network for them first, and gives the shell (which
 * renders the same page from the API) only when the network fails. Someone signed in gets the
 * shell at once there too (app-html.ts, with the signed-in skeleton): the server would answer
 * them with it anyway (the hint cookie, contract/signed-in-hint.ts), which the worker reads
 * through the Cookie Store API where the browser has it; elsewhere the network answers, and the
 * shell offline.
 */
import { NavigationRoute, registerRoute } from 'workbox-routing'
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js'
import { SERVER_RENDERED_PATH } from '../server/contract/public-page'
import { appPageHandler, hasSignedInHint } from './app-html'

export function registerNavigationRoute(serverPaths: RegExp[]): void {
  const handler = async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    if (SERVER_RENDERED_PATH.test(options.url.pathname) && !(await hasSignedInHint())) {
      try {
        return await fetch(options.request)
      } catch {
        // Offline: the shell renders the same page from the API (or says it cannot).
      }
    }
    return appPageHandler(options)
  }
  registerRoute(new NavigationRoute(handler, { denylist: serverPaths }))
}
