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
 * - Writes: the page stores every write in the device's write queue (write-queue/) and sends it
 *   itself while it is open. This worker runs the same sender when the app is closed: on the
 *   Background Sync event the page registers while writes wait, and whenever the browser starts
 *   it. It never intercepts a write (no fetch route for them), so each write has one home.
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
import { sync as texts } from '../src/i18n/es/sync'
import { parsePageMessage, WRITE_QUEUE_SYNC_TAG } from './messages'
import { openWriteQueueStore } from './write-queue/queue-store'
import { createSender } from './write-queue/sender'

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

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (parsePageMessage(event.data)?.type === 'SKIP_WAITING') void self.skipWaiting()
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
