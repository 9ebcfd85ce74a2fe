/// <reference lib="webworker" />
/**
 * The app shell's precache: every built asset, fetched at install and served cache first.
 *
 * Workbox's own install (`precacheAndRoute`) fetches its list one file at a time
 * (GoogleChrome/workbox#2528, after unbounded parallel installs overwhelmed browsers). Our list
 * is about 280 files, mostly small lazy chunks, so that is 280 round trips in a row: about four
 * minutes on 2G (800 ms) before the app opens offline, and on a fast machine about 2 s of the
 * browser's CPU. This installs the same entries through Workbox's controller and strategy (same
 * cache, same keys, same integrity and revision checks), a few at a time: six, a browser's
 * connections per origin over HTTP/1.1.
 */
import { PrecacheController, PrecacheRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import type { PrecacheEntry } from 'workbox-precaching/_types.js'

declare const self: ServiceWorkerGlobalScope

export const PRECACHE_CONCURRENCY = 6

/** The worker's one precache (the page lookup in app-html.ts reads it). */
export const precache = new PrecacheController()

async function install(event: ExtendableEvent, entries: (PrecacheEntry | string)[]) {
  // A revisioned entry (an unhashed name such as /index.html) must skip the HTTP cache, as in
  // Workbox's install; a hashed one may come from it (the page just loaded some of them).
  const revisioned = new Set(
    entries.flatMap((entry) =>
      typeof entry !== 'string' && entry.revision
        ? [new URL(entry.url, self.location.href).href]
        : [],
    ),
  )
  const queue = [...precache.getURLsToCacheKeys()]
  const next = async (): Promise<void> => {
    const item = queue.shift()
    if (!item) return
    const [url, cacheKey] = item
    const request = new Request(url, {
      integrity: precache.getIntegrityForCacheKey(cacheKey),
      cache: revisioned.has(url) ? 'reload' : 'default',
      credentials: 'same-origin',
    })
    // handleAll's second promise settles once the strategy's cache write is done.
    await Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request, event }))
    return next()
  }
  await Promise.all(Array.from({ length: PRECACHE_CONCURRENCY }, next))
}

/** precacheAndRoute's work, with the install above. */
export function precacheAndRouteAll(entries: (PrecacheEntry | string)[]): void {
  precache.addToCacheList(entries)
  self.addEventListener('install', (event) => event.waitUntil(install(event, entries)))
  // Drops what an earlier version cached and this one no longer lists (calls waitUntil itself).
  self.addEventListener('activate', (event) => void precache.activate(event))
  registerRoute(new PrecacheRoute(precache))
}
