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
