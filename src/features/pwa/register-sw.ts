/**
 * Registers the service worker built from sw/sw.ts (served at /sw.js). Only production builds
 * have it, and it waits for the page's load event so precaching never competes with the first
 * paint. No workbox-window: the plain API is all we need and keeps the landing page light.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // Without a worker the app still works online; nothing to show the user.
      console.warn('No se pudo registrar el service worker', error)
    })
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
