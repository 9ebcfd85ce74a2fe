import { useMemo } from 'react'
import { useDatabase } from '../../db'
import { useObservable } from '../../sync'
import { useSession } from '../auth'
import { observeMyPets, type MyPet } from './pets.repo'

/**
 * 'Mis Mascotas': the signed-in owner's pets from the local database, oldest first, each with
 * its syncState ('synced', 'pending' while a change is on its way, 'failed' when it can no
 * longer be sent). Live: changes from this tab, other tabs and other devices appear by
 * themselves. Works offline with what was last synced.
 */
export function useMyPets(): { pets: MyPet[]; isLoading: boolean } {
  const database = useDatabase()
  const ownerId = useSession().user?.id
  const source = useMemo(
    () => (database && ownerId ? observeMyPets(database, ownerId) : null),
    [database, ownerId],
  )
  const { value, isLoading } = useObservable(source)
  return { pets: value ?? [], isLoading }
}
