import { useMemo } from 'react'
import { useDatabase } from '../../db'
import { firstSynced$, useObservable } from '../../sync'
import { useSession } from '../../session/use-session'
import { useConnection } from '../offline'
import { observeMyPets, type MyPet } from './pets.repo'

/**
 * 'Mis Mascotas': the signed-in owner's pets from the local database, oldest first, each with
 * its syncState ('synced', 'pending' while a change is on its way, 'failed' when it can no
 * longer be sent). Live: changes from this tab, other tabs and other devices appear by
 * themselves. Works offline with what was last synced.
 *
 * `isLoading` also covers an empty local collection while online until the first pull has
 * stored the server's pets: on a new device an owner is not taken for someone without pets (the
 * swipe home would send their likes in browsing mode, with no pet to match).
 */
export function useMyPets(): { pets: MyPet[]; isLoading: boolean } {
  const database = useDatabase()
  const ownerId = useSession().user?.id
  const source = useMemo(
    () => (database && ownerId ? observeMyPets(database, ownerId) : null),
    [database, ownerId],
  )
  const pulled = useMemo(() => (ownerId ? firstSynced$('pets') : null), [ownerId])
  const { value, isLoading } = useObservable(source)
  const hasPulled = useObservable(pulled).value === true
  const { isOnline } = useConnection()
  const pets = value ?? []
  return { pets, isLoading: isLoading || (pets.length === 0 && isOnline && !hasPulled) }
}
