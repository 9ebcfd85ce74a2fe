/// <reference lib="webworker" />
/**
 * The page this worker answers every navigation with: the precached /index.html (a deep link
 * such as /matches included), so the installed app opens offline and the client router takes
 * over. Its #root holds the app frame's skeleton, painted before any script runs.
 *
 * The skeleton's signed-in parts (bottom navigation, header buttons) show only under
 * `<html class="hl-signed-in">` (server/contract/signed-in-hint.ts). The server adds the class
 * from the request's cookie hint; a worker never sees a request's cookies, so it reads the
 * hint through the Cookie Store API and adds the class to the cached page itself. Where the
 * worker has no Cookie Store API (Safari and Firefox at the time of writing), the page goes
 * out as cached: a visitor's neutral skeleton (brand bar, grey blocks), and the page's script
 * adds the class before React renders the same skeleton with the navigation.
 */
import type { RouteHandlerCallback } from 'workbox-core/types.js'
import { SIGNED_IN_COOKIE, withSignedInClass } from '../server/contract/signed-in-hint'
import { precache } from './precache'

declare const self: ServiceWorkerGlobalScope

const APP_PAGE = '/index.html'

export async function hasSignedInHint(): Promise<boolean> {
  if (!('cookieStore' in self)) return false
  try {
    return (await self.cookieStore.get(SIGNED_IN_COOKIE))?.value === '1'
  } catch {
    // A cookie store that refuses (a sandboxed context): the neutral skeleton.
    return false
  }
}

export const appPageHandler: RouteHandlerCallback = async ({ request }) => {
  const [cached, isSignedIn] = await Promise.all([
    precache.matchPrecache(APP_PAGE),
    hasSignedInHint(),
  ])
  // Not precached (an install cut short): the network answers, the server adds the class.
  if (!cached) return fetch(request)
  if (!isSignedIn) return cached
  const headers = new Headers(cached.headers)
  headers.delete('content-length')
  return new Response(withSignedInClass(await cached.text()), {
    status: cached.status,
    statusText: cached.statusText,
    headers,
  })
}
