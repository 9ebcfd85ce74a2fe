import { useMemo } from 'react'
import type { DiscoverPet } from '@contract/discover.contract'
import { useDatabase } from '../../db'
import { useObservable } from '../../sync'
import { observeStoredPet } from './discover.repo'

/**
 * A pet as the swipe stack last fetched it (swiped or not), live; null when it is not stored
 * (or while the database is read). Lets the pet profile screen show a card's pet offline.
 */
export function useStoredDiscoverPet(petId: string): DiscoverPet | null {
  const database = useDatabase()
  const source = useMemo(
    () => (database ? observeStoredPet(database, petId) : null),
    [database, petId],
  )
  return useObservable(source).value ?? null
}
