/// <reference lib="webworker" />
/**
 * Huellitas service worker (hand-written, built by vite-plugin-pwa in injectManifest mode to
 * /sw.js; registered by src/features/pwa/register-sw.ts in production builds only).
 *
 * Strategy:
 * - App shell: every built asset (JS, CSS, HTML, icons, manifest) is precached at install time
 *   from the manifest Vite injects into `self.__WB_MANIFEST`, a few files at a time (precache.ts), except jsPDF's optional modules
 *   that nothing loads (`jspdf-unused-*`, vite.config.ts); hashed names make each deploy a new
 *   precache, and caches of older Workbox versions are cleaned up.
 * - Navigations (navigation.ts): any page request (a deep link such as /matches included) gets
 *   the precached /index.html, so the installed app opens offline and the client router takes
 *   over; a visitor's server-rendered pages (/, /perdidos/{id}, /pet/{id}) come from the network
 *   first; the shell carries the signed-in skeleton when the cookie hint says so (app-html.ts).
 *   /api, /uploads and /socket.io are server paths, never the app shell.
 * - /uploads/ images (pet photos, avatars): cache first, since an upload's URL never changes its
 *   content; bounded to 300 entries and 30 days, and dropped first when storage runs short.
 * - API reads: the client's offline data lives in RxDB (IndexedDB). The two reads that are not
 *   replicated — a pet profile and the user's statistics (last-known.ts) — are network first
 *   with their last answer kept, so those screens open offline with the last known data. The
 *   answer is stored per Authorization header (Vary), and the page deletes the cache at sign-out.
 * - The map (map/map-routes.ts): the style and /api/config network first, tiles, GeoJSON data,
 *   sprites and .pmtiles range slices cache first, bounded and expiring, plus the areas the
 *   user saved for offline use.
 * - Writes: the page stores every write in the device's write queue (write-queue/) and sends it
 *   itself while it is open. This worker runs the same sender when the app is closed: on the
 *   Background Sync event the page registers while writes wait, and whenever the browser starts
 *   it. It never intercepts a write (no fetch route for them), so each write has one home; where
 *   the browser allows, writes and the socket bypass this worker altogether (static-routes.ts).
 * - Push (push.ts): a push shows its notification; a click opens its screen in the app.
 * - Updates: a new worker waits until the page asks it to take over ('SKIP_WAITING'), so a
 *   running tab never mixes old and new code; clientsClaim lets the first install control the
 *   open page without a reload.
 */
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import type { WorkboxPlugin } from 'workbox-core/types.js'
import { sync as texts } from '../src/i18n/es/sync'
import { isLastKnownRead, LAST_KNOWN_CACHE, STORED_AT_HEADER } from './last-known'
import { forgetMapCaches, registerMapRoutes } from './map/map-routes'
import { parsePageMessage, WRITE_QUEUE_SYNC_TAG } from './messages'
import { registerNavigationRoute } from './navigation'
import { precacheAndRouteAll } from './precache'
import { registerPushHandlers } from './push'
import { addNetworkOnlyRoutes } from './static-routes'
import { openWriteQueueStore } from './write-queue/queue-store'
import { createSender } from './write-queue/sender'

declare const self: ServiceWorkerGlobalScope

const UPLOADS_CACHE = 'huellitas-uploads-v1'
const SERVER_PATHS = [/^\/api(\/|$)/, /^\/uploads(\/|$)/, /^\/socket\.io(\/|$)/]

self.addEventListener('install', addNetworkOnlyRoutes)
precacheAndRouteAll(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerNavigationRoute(SERVER_PATHS)

registerMapRoutes()
registerPushHandlers()

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: UPLOADS_CACHE,
    plugins: [
      new ExpirationPlugin({
        maxEntries: 300,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
)

/** Copies an answer with `change` applied to its headers (Response headers are immutable). */
function withHeaders(response: Response, change: (headers: Headers) => void): Response {
  const headers = new Headers(response.headers)
  change(headers)
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

const lastKnownAnswers: WorkboxPlugin = {
  // Only a full 200 is worth keeping. Vary: Authorization makes Cache Storage match it to the
  // same token only, so another account on this device never reads it, even before sign-out.
  cacheWillUpdate: ({ response }) =>
    Promise.resolve(
      response.status === 200
        ? withHeaders(response, (headers) => headers.set('vary', 'Authorization'))
        : null,
    ),
  // Called only when the network failed and the stored answer is used: say so, and since when.
  cachedResponseWillBeUsed: ({ cachedResponse }) =>
    Promise.resolve(
      cachedResponse &&
        withHeaders(cachedResponse, (headers) =>
          headers.set(STORED_AT_HEADER, headers.get('date') ?? new Date(0).toUTCString()),
        ),
    ),
}

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.method === 'GET' &&
    isLastKnownRead(url.pathname),
  new NetworkFirst({
    cacheName: LAST_KNOWN_CACHE,
    plugins: [
      lastKnownAnswers,
      new ExpirationPlugin({
        maxEntries: 200,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
)

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = parsePageMessage(event.data)
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting()
  // The page asks the active worker (register-sw.ts); a worker not active yet cannot claim.
  if (message?.type === 'CLAIM') event.waitUntil(self.clients.claim().catch(() => undefined))
  if (message?.type === 'SESSION_ENDED') {
    // What was kept for the user who left (src/sync/sync-session.ts says when).
    const forgetting = Promise.all([caches.delete(LAST_KNOWN_CACHE), forgetMapCaches()])
    event.waitUntil(forgetting.catch(() => undefined))
  }
})

const sender = createSender({ store: openWriteQueueStore(), expiredMessage: texts.notSent })

// Background Sync (Chromium): the browser fires it once it sees a connection, app closed or
// not. Failing the event (writes still waiting) makes the browser try again later.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent
  if (sync.tag !== WRITE_QUEUE_SYNC_TAG) return
  sync.waitUntil(
    sender.drain({ ignoreBackoff: true }).then((left) => {
      if (left.pending > 0) throw new Error(`${left.pending} writes still waiting`)
    }),
  )
})

// Writes left from an earlier run go as soon as possible: when this version takes over, and
// whenever the browser starts the (already active) worker again — the only trigger Safari and
// Firefox have. Not inside activate's waitUntil: the page's requests wait for activation.
// A start means the browser is running us now: a write waiting out its backoff goes too.
const drainQuietly = () => void sender.drain({ ignoreBackoff: true }).catch(() => undefined)
self.addEventListener('activate', drainQuietly)
if ('serviceWorker' in self && self.serviceWorker.state === 'activated') drainQuietly()

clientsClaim()
