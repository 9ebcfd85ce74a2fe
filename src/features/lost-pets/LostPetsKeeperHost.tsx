import { useEffect } from 'react'
import { map } from 'rxjs'
import { useDatabase } from '../../db'
import { resolveMediaUrl } from '../../ui/media-url'
import { sourcesForScreen, staticMapSources } from '../map'
import { keepForOffline } from '../offline'
import { LOST_PET_CARD_MAP_HEIGHT } from './lost-pet-card-map'
import { observeSyncedLostPets } from './lost-pets.repo'

/**
 * /lost-pets opens offline with the photos and maps of every alert already synced, not only of
 * those the user happened to see online (the alerts replicate on any screen): each synced
 * alert's card photo and its card's static map picture (the very URL the card asks for, at this
 * screen's pixel ratio) are kept (keepForOffline). The signed-in shell mounts it lazily. Renders
 * nothing.
 */
export default function LostPetsKeeperHost() {
  const database = useDatabase()
  useEffect(() => {
    if (!database) return
    const files$ = observeSyncedLostPets(database).pipe(
      map((documents) => {
        const ratio = window.devicePixelRatio
        return documents.flatMap((document) => {
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
      }),
    )
    return keepForOffline(files$)
  }, [database])
  return null
}
