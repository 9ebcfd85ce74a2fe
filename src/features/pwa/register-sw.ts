import { CLAIM, type PageToWorkerMessage } from '../../../sw/messages'

/**
 * Registers the service worker built from sw/sw.ts (served at /sw.js). Only production builds
 * have it. It waits for the page's load event, so precaching never competes with the first
 * paint, and for `after` when given: main.tsx passes the signed-in user's first sync, because
 * installing the worker fetches and caches every asset of the app at once, which on a slow
 * device would delay the pull of the user's data by a second or more. Once registered, the
 * update watcher (update-watch.ts, its own chunk) takes over: it offers new versions.
 */
export function registerServiceWorker(after?: Promise<unknown>): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(async (registration) => {
        askToBeControlled()
        const { watchForUpdates } = await import('./update-watch')
        watchForUpdates(registration)
      })
      .catch((error: unknown) => {
        // Without a worker the app still works online; nothing to show the user.
        console.warn('No se pudo registrar el service worker', error)
      })
  }
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve()
    else window.addEventListener('load', () => resolve(), { once: true })
  })
  void Promise.all([loaded, after?.catch(() => undefined)]).then(register)
}

/**
 * A page whose load began while the first worker was still installing (a reload during the
 * install) stays uncontrolled: the worker's clientsClaim ran at activation, while this page was
 * still loading, and a claim skips a page that is not ready yet. Until the next navigation its
 * own requests (a lazy screen's chunks, the last-known answers) would bypass the worker, so
 * going offline on it would fail where a controlled page works. Once a worker is active, the
 * page asks it to claim it (sw/messages.ts CLAIM).
 */
function askToBeControlled(): void {
  if (navigator.serviceWorker.controller) return
  void navigator.serviceWorker.ready.then((ready) => {
    if (navigator.serviceWorker.controller) return
    const message: PageToWorkerMessage = { type: CLAIM }
    ready.active?.postMessage(message)
  })
}
