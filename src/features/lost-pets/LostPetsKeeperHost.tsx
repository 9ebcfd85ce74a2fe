import { useEffect } from 'react'
import { useDatabase } from '../../db'
import { resolveMediaUrl } from '../../ui/media-url'
import { sourcesForScreen, staticMapSources } from '../map'
import { LOST_PET_CARD_MAP_HEIGHT } from './lost-pet-card-map'
import { observeSyncedLostPets } from './lost-pets.repo'
import { isOffline } from '../../api/online'

/**
 * /lost-pets opens offline with the photos and maps of every alert already synced, not only of
 * those the user happened to see online (the alerts replicate on any screen). While online, each
 * synced alert's card photo and its card's static map picture (the very URL the card asks for,
 * at this screen's pixel ratio) are fetched once; the service worker keeps them (sw.ts: /uploads
 * cache first; sw/map: static map pictures cache first), so the cards show both offline. The
 * signed-in shell mounts it lazily. Renders nothing.
 */
export default function LostPetsKeeperHost() {
  const database = useDatabase()
  useEffect(() => {
    if (!database) return
    const kept = new Set<string>()
    let files: string[] = []
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
      if (!worker?.controller || isOffline()) return
      files.forEach(keep)
    }
    const subscription = observeSyncedLostPets(database).subscribe((documents) => {
      const ratio = window.devicePixelRatio
      files = documents.flatMap((document) => {
        const photo = resolveMediaUrl(document.photos[0])
        const { latitude, longitude } = document
        const maps =
          typeof latitude === 'number' && typeof longitude === 'number'
            ? sourcesForScreen(
                staticMapSources({ latitude, longitude }, LOST_PET_CARD_MAP_HEIGHT),
                ratio,
              )
            : []
        return photo === null ? maps : [photo, ...maps]
      })
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
