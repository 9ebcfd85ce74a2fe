/// <reference lib="webworker" />
/**
 * The map, offline: the worker keeps what the map loaded so a viewed area draws again with no
 * network, and answers from the areas the user saved ('Guardar esta zona sin conexión').
 *
 * - /api/config and the style: network first with a short timeout, so a changed
 *   MAP_STYLE_URL or style is seen as soon as there is a connection; the last answer offline.
 * - Everything else the map loads — /map/data GeoJSON, sprites, tiles, TileJSON — cache first:
 *   saved areas, then what browsing kept (bounded, expiring: map-cache-names.ts). Hosted styles
 *   load from other hosts; their origins are learnt from the style (known-map-hosts.ts). Only a
 *   200 is kept: opaque answers (no CORS) are never stored, they would count ~7 MB each against
 *   the quota in Chromium and cannot be checked.
 * - .pmtiles archives: range reads, archive-ranges.ts.
 * - Static map pictures (/map/static/…): cache first in a cache of their own, at most
 *   STATIC_MAP_MAX_ENTRIES for a month, so lists open offline with their pictures. They are
 *   not looked up in saved areas, which hold no pictures.
 * What browsing keeps is bounded in bytes too (viewed-budget.ts), least recently used first.
 * Saved areas past their age are deleted when the worker starts and at most hourly after.
 */
import { CacheExpiration } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { isProvisionalStaticMap } from '../../server/contract/static-map'
import { answerArchiveRead } from './archive-ranges'
import { KnownMapHosts } from './known-map-hosts'
import {
  isExpiredSavedArea,
  MAP_CACHE_PREFIX,
  MAP_MAX_AGE_SECONDS,
  MAP_STYLE_CACHE,
  MAP_TILES_CACHE,
  mapLookupOrder,
  OLD_STATIC_MAP_CACHES,
  STATIC_MAP_CACHE,
  STATIC_MAP_MAX_ENTRIES,
} from './map-cache-names'
import { isArchivePath, isOwnMapPath, isStaticMapPath, isStylePath } from './map-hosts'
import { putViewed, viewedBudget } from './viewed-budget'

declare const self: ServiceWorkerGlobalScope

/** A style or config slower than this on a poor network: the stored one is used instead. */
const NETWORK_TIMEOUT_MS = 4000
const PRUNE_EVERY_MS = 60 * 60 * 1000

const hosts = new KnownMapHosts()
const staticExpiration = new CacheExpiration(STATIC_MAP_CACHE, {
  maxEntries: STATIC_MAP_MAX_ENTRIES,
  maxAgeSeconds: MAP_MAX_AGE_SECONDS,
})
let lastPrune = 0

async function pruneSavedAreas(): Promise<void> {
  lastPrune = Date.now()
  const names = await caches.keys()
  await Promise.all(
    names.filter((name) => isExpiredSavedArea(name, Date.now())).map((name) => caches.delete(name)),
  )
}

async function lookupOrder(): Promise<string[]> {
  if (Date.now() - lastPrune > PRUNE_EVERY_MS) await pruneSavedAreas().catch(() => undefined)
  const names = (await caches.keys()).filter((name) => name.startsWith(MAP_CACHE_PREFIX))
  return mapLookupOrder(names, Date.now())
}

async function matchMap(request: Request): Promise<Response | null> {
  for (const name of await lookupOrder()) {
    const stored = await (await caches.open(name)).match(request, { ignoreVary: true })
    if (stored) {
      // Recently used again: the last the byte budget evicts (saved areas are not its).
      void viewedBudget.touch(name, request.url).catch(() => undefined)
      return stored
    }
  }
  return null
}

function isJson(response: Response): boolean {
  return /json/i.test(response.headers.get('content-type') ?? '')
}

async function learnFrom(response: Response, url: string, isConfig: boolean): Promise<void> {
  if (!isJson(response)) return
  const document: unknown = await response.json()
  if (isConfig) await hosts.learnConfig(document, url)
  else await hosts.learnDocument(document, url)
}

function withTimeout(request: Request): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), NETWORK_TIMEOUT_MS)
    fetch(request)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer))
  })
}

async function networkFirst(event: FetchEvent, isConfig: boolean): Promise<Response> {
  const { request } = event
  try {
    const response = await withTimeout(request)
    // A server error is no newer style than the one kept: the kept one serves better.
    if (response.status >= 500) {
      const stored = await matchMap(request)
      if (stored) return stored
    }
    if (response.status === 200 && response.type !== 'opaque') {
      const stored = response.clone()
      event.waitUntil(
        Promise.all([
          caches.open(MAP_STYLE_CACHE).then((cache) => cache.put(request, stored)),
          learnFrom(response.clone(), request.url, isConfig),
        ]).catch(() => undefined),
      )
    }
    return response
  } catch (error) {
    const stored = await matchMap(request)
    if (stored) return stored
    throw error
  }
}

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const { request } = event
  const stored = await matchMap(request)
  if (stored) return stored
  const response = await fetch(request)
  if (response.status === 200 && response.type !== 'opaque') {
    const copy = response.clone()
    event.waitUntil(
      Promise.all([
        putViewed(MAP_TILES_CACHE, request, copy),
        // A TileJSON document names the hosts its tiles come from.
        learnFrom(response.clone(), request.url, false),
      ]).catch(() => undefined),
    )
  }
  return response
}

/**
 * A static map picture: the kept one unless it is past its month, else the network's. A kept
 * picture the server drew without its streets (host down: a minute's Cache-Control) is asked
 * for again whenever there is a network, and shown only offline.
 */
async function staticMapFirst(event: FetchEvent): Promise<Response> {
  const { request } = event
  const cache = await caches.open(STATIC_MAP_CACHE)
  const stored = await cache.match(request)
  if (
    stored &&
    !isProvisionalStaticMap(stored.headers.get('Cache-Control')) &&
    !(await staticExpiration.isURLExpired(request.url))
  ) {
    return stored
  }
  try {
    const response = await fetch(request)
    if (response.status === 200 && response.type !== 'opaque') {
      const copy = response.clone()
      event.waitUntil(
        cache
          .put(request, copy)
          .then(() => staticExpiration.updateTimestamp(request.url))
          .then(() => staticExpiration.expireEntries())
          .catch(() => undefined),
      )
    }
    return response
  } catch (error) {
    // Offline: an old picture of the cell is still the cell.
    if (stored) return stored
    throw error
  }
}

async function answerMapRead(event: FetchEvent): Promise<Response> {
  const url = new URL(event.request.url)
  const isOwn = url.origin === self.location.origin
  if (isOwn && url.pathname === '/api/config') return networkFirst(event, true)
  if (isOwn && isStaticMapPath(url.pathname)) return staticMapFirst(event)
  await hosts.loaded
  if ((isOwn && isStylePath(url.pathname)) || hosts.styles.has(url.href)) {
    return networkFirst(event, false)
  }
  if (isOwn || hosts.origins.has(url.origin)) {
    if (isArchivePath(url.pathname)) {
      return answerArchiveRead(event.request, await lookupOrder(), (work) => event.waitUntil(work))
    }
    return cacheFirst(event)
  }
  // Matched only because the record was still loading: not the map's, pass it on untouched.
  return fetch(event.request)
}

function isMapRead(url: URL, request: Request): boolean {
  if (request.method !== 'GET') return false
  if (url.origin === self.location.origin) {
    return url.pathname === '/api/config' || isOwnMapPath(url.pathname)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  // Before the record of hosts is read (a worker just restarted), every other host is taken
  // and sorted out in answerMapRead; route matchers cannot wait.
  return !hosts.isLoaded || hosts.origins.has(url.origin) || hosts.styles.has(url.href)
}

/** A sign-out of this device (alone, or of every device): POST /api/auth/logout[-all]. */
function isSignOut(url: URL, request: Request): boolean {
  return (
    request.method === 'POST' &&
    url.origin === self.location.origin &&
    /^\/api\/auth\/logout(-all)?$/.test(url.pathname)
  )
}

/**
 * Everything the maps kept (pictures of the user's places, the areas they viewed and saved)
 * would show the next person on this device where the last one lives. Forgotten here, as the
 * sign-out goes out, rather than in the page, whose signed-in first load has no room left
 * (design.md budgets). A session ending any other way sends SESSION_ENDED (sw/sw.ts).
 */
export async function forgetMapCaches(): Promise<void> {
  const names = await caches.keys()
  await Promise.all([
    ...names.filter((name) => name.startsWith(MAP_CACHE_PREFIX)).map((name) => caches.delete(name)),
    viewedBudget.clear(),
  ])
}

export function registerMapRoutes(): void {
  registerRoute(
    ({ url, request }) => isMapRead(url, request),
    ({ event }) => answerMapRead(event as FetchEvent),
  )
  registerRoute(
    ({ url, request }) => isSignOut(url, request),
    async ({ request, event }) => {
      const forgetting = forgetMapCaches().catch(() => undefined)
      ;(event as FetchEvent).waitUntil(forgetting)
      return fetch(request)
    },
    'POST',
  )
  self.addEventListener('activate', (event) =>
    event.waitUntil(
      Promise.all([
        pruneSavedAreas(),
        // The page's own pictures, drawn with MapLibre before the server drew them.
        ...OLD_STATIC_MAP_CACHES.map((name) => caches.delete(name)),
      ]),
    ),
  )
}
