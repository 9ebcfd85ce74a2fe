import { useEffect } from 'react'
import { useDatabase } from '../../db'
import { resolveMediaUrl } from '../../ui/media-url'
import { mapFiles } from '../map/save-area/map-files'

/**
 * /lost-pets opens offline with the photos and maps of every alert already synced, not only of
 * those the user happened to see online (the alerts replicate on any screen). While online, each
 * synced alert's card photo and the basemap's files are fetched once; the service worker keeps
 * them (sw.ts: /uploads cache first; sw/map: what maps load), so the cards and their static maps
 * draw offline. The signed-in shell mounts it lazily. Renders nothing.
 */
export default function LostPetsKeeperHost() {
  const database = useDatabase()
  useEffect(() => {
    if (!database) return
    const kept = new Set<string>()
    let photos: string[] = []
    const keep = (url: string) => {
      if (kept.has(url)) return
      kept.add(url)
      // A failed fetch may be retried at the next change or when the device is back online.
      fetch(url).catch(() => kept.delete(url))
    }
    // Only what passes through the service worker is kept: on a first visit, wait until it
    // controls the page (clientsClaim in sw.ts).
    const worker = navigator.serviceWorker as ServiceWorkerContainer | undefined
    const keepAll = () => {
      if (!worker?.controller || !navigator.onLine || photos.length === 0) return
      photos.forEach(keep)
      if (!kept.has('map')) {
        kept.add('map')
        mapFiles(window.devicePixelRatio).then(
          (files) => files.forEach(keep),
          () => kept.delete('map'),
        )
      }
    }
    const subscription = database.lostPets.find().$.subscribe((documents) => {
      photos = documents
        .map((document) => resolveMediaUrl(document.photos[0]))
        .filter((url): url is string => url !== null)
      keepAll()
    })
    window.addEventListener('online', keepAll)
    worker?.addEventListener('controllerchange', keepAll)
    return () => {
      subscription.unsubscribe()
      window.removeEventListener('online', keepAll)
      worker?.removeEventListener('controllerchange', keepAll)
    }
  }, [database])
  return null
}
