import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { useSession } from '../../session/use-session'
import { useMyPets } from '../pets'
import type { ActingPet } from './discover.types'
import { actingPetStore, chooseActingPet } from './acting-pet-store'

const none = () => null

/**
 * The user's own pets and the one that answers on the swipe home: the stored choice while that
 * pet exists, else the first (oldest); null without pets (browsing mode). `isLoading` is true
 * until the own pets are read: pass `undefined` to useDiscoverStack meanwhile.
 */
export function useActingPet(): ActingPet {
  const userId = useSession().user?.id ?? null
  const { pets, isLoading } = useMyPets()
  const getSnapshot = useMemo(() => (userId ? () => actingPetStore.get(userId) : none), [userId])
  const storedId = useSyncExternalStore(actingPetStore.subscribe, getSnapshot, getSnapshot)
  const actingPet = useMemo(() => chooseActingPet(pets, storedId), [pets, storedId])
  const setActingPetId = useCallback(
    (id: string) => {
      if (userId) actingPetStore.set(userId, id)
    },
    [userId],
  )
  return useMemo(
    () => ({ pets, actingPet, setActingPetId, isLoading }),
    [pets, actingPet, setActingPetId, isLoading],
  )
}
