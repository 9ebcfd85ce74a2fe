import type { Observable } from 'rxjs'
import { isOffline } from '../../api/online'

/**
 * Fetches once, while online, each file `files$` names, so the service worker keeps it (sw.ts:
 * /uploads cache first; sw/map: static map pictures cache first) and the screens that show it
 * open offline with it, not only with the files the user happened to see online. A failed fetch
 * is tried again at the next list or when the device is back online. Returns the stop.
 */
export function keepForOffline(files$: Observable<readonly string[]>): () => void {
  const kept = new Set<string>()
  let files: readonly string[] = []
  const keep = (url: string) => {
    if (kept.has(url)) return
    kept.add(url)
    fetch(url).catch(() => kept.delete(url))
  }
  // Only what passes through the service worker is kept: on a first visit, wait until it
  // controls the page (clientsClaim in sw.ts).
  const worker = navigator.serviceWorker as ServiceWorkerContainer | undefined
  const keepAll = () => {
    if (!worker?.controller || isOffline()) return
    files.forEach(keep)
  }
  const subscription = files$.subscribe((next) => {
    files = next
    keepAll()
  })
  window.addEventListener('online', keepAll)
  worker?.addEventListener('controllerchange', keepAll)
  return () => {
    subscription.unsubscribe()
    window.removeEventListener('online', keepAll)
    worker?.removeEventListener('controllerchange', keepAll)
  }
}
