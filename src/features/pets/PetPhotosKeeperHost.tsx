import { useEffect } from 'react'
import { combineLatest, map } from 'rxjs'
import { useDatabase } from '../../db'
import { useSession } from '../../session/use-session'
import { petThumbPaths } from '../../ui/media-url'
import { observeConnections } from '../connections'
import { keepForOffline } from '../offline'
import { observeMyPets } from './pets.repo'

/** The picture a pet's small image loads first, when it is an upload the worker can keep. */
function keptThumb(image: string | null | undefined): string[] {
  const paths = petThumbPaths(image)
  const url = paths?.[0] ?? paths?.[1]
  return url?.startsWith('/uploads/') ? [url] : []
}

/**
 * 'Mis Mascotas', the connections and the chat list open offline with their pets' pictures,
 * also those of pets added or matched on another device and never shown here online: each
 * synced pet's thumbnail is kept (keepForOffline). Thumbnails only: the full photos are large,
 * and the small images are what those screens show. The signed-in shell mounts it lazily.
 * Renders nothing.
 */
export default function PetPhotosKeeperHost() {
  const database = useDatabase()
  const userId = useSession().user?.id ?? null
  useEffect(() => {
    if (!database || userId === null) return
    const files$ = combineLatest([
      observeMyPets(database, userId),
      observeConnections(database),
    ]).pipe(
      map(([pets, connections]) => [
        ...new Set([
          ...pets.flatMap((pet) => keptThumb(pet.photos[0])),
          ...connections.flatMap((connection) => keptThumb(connection.otherPetImage)),
        ]),
      ]),
    )
    return keepForOffline(files$)
  }, [database, userId])
  return null
}
