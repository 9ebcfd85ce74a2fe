/// <reference lib="webworker" />
/**
 * Huellitas service worker (hand-written, built by vite-plugin-pwa in injectManifest mode to
 * /sw.js; registered by src/features/pwa/register-sw.ts in production builds only).
 *
 * Strategy:
 * - App shell: every built asset (JS, CSS, HTML, icons, manifest) is precached at install time
 *   from the manifest Vite injects into `self.__WB_MANIFEST`; hashed names make each deploy a
 *   new precache, and caches of older Workbox versions are cleaned up.
 * - Navigations: any page request (a deep link such as /matches or /pet/123 included) gets the
 *   precached /index.html, so the installed app opens offline and the client router takes over.
 *   /api, /uploads and /socket.io are server paths, never the app shell.
 * - /uploads/ images (pet photos, avatars): cache first, since an upload's URL never changes its
 *   content; bounded to 300 entries and 30 days, and dropped first when storage runs short.
 * - API calls are not cached here: the client's offline data lives in RxDB (IndexedDB).
 * - Updates: a new worker waits until the page asks it to take over ('SKIP_WAITING'), so a
 *   running tab never mixes old and new code; clientsClaim lets the first install control the
 *   open page without a reload.
 */
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope

const UPLOADS_CACHE = 'huellitas-uploads-v1'
const SERVER_PATHS = [/^\/api(\/|$)/, /^\/uploads(\/|$)/, /^\/socket\.io(\/|$)/]

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SERVER_PATHS }),
)

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

// Issue 3 (offline writes) routes the background-sync queue here: the POSTs for swipes,
// messages, lost-pet alerts and sightings go through a workbox-background-sync Queue whose
// onSync keeps 5xx and network failures queued (see design.md, "Known pitfalls").

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data
  if (data && typeof data === 'object' && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting()
  }
})

clientsClaim()
