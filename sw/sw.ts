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
 * - Writes: the product's offline-capable POST/PUT/DELETE calls go through a background-sync
 *   queue while the network is down (write-queue.ts), replayed in order with a policy that keeps
 *   5xx and network failures queued (replay.ts, replay-policy.ts). Replication (/api/sync/) and
 *   reads are never queued. Messages to and from the page: messages.ts.
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
import { parsePageMessage } from './messages'
import { clearWrites, queueSize, registerWriteQueueRoutes, replayWrites } from './write-queue'

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

registerWriteQueueRoutes()

async function answerQueueSize(source: ExtendableMessageEvent['source']): Promise<void> {
  const size = await queueSize()
  // Only a window asks; answer it alone (the others learn of changes as they happen).
  if (source instanceof Client) source.postMessage({ type: 'queue-changed', size })
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = parsePageMessage(event.data)
  if (!message) return
  switch (message.type) {
    case 'SKIP_WAITING':
      void self.skipWaiting()
      break
    case 'replay-queue':
      event.waitUntil(replayWrites())
      break
    case 'get-queue-size':
      event.waitUntil(answerQueueSize(event.source))
      break
    case 'clear-queue':
      event.waitUntil(clearWrites())
      break
  }
})

// Writes left over from an earlier run are sent as soon as possible: when this version takes
// over, and whenever the browser starts the (already active) worker again — the only trigger
// Safari and Firefox have besides the page's 'replay-queue'. Not inside activate's waitUntil:
// the page's requests wait for activation, and a slow replay must not hold them up (a replay
// cut short by the browser leaves its write queued, see replay.ts).
self.addEventListener('activate', () => {
  void replayWrites()
})
if ('serviceWorker' in self && self.serviceWorker.state === 'activated') void replayWrites()

clientsClaim()
