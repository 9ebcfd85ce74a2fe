import { useMemo } from 'react'
import { useDatabase } from '../../db'
import { useObservable } from '../../sync'
import { observePet, type MyPet } from './pets.repo'

/**
 * One pet as this device knows it, live, pending changes included (the edit screen's source).
 * `pet` is null when the pet is not on this device (not the user's, or deleted).
 */
export function usePet(id: string): { pet: MyPet | null; isLoading: boolean } {
  const database = useDatabase()
  const source = useMemo(() => (database ? observePet(database, id) : null), [database, id])
  const { value, isLoading } = useObservable(source)
  return { pet: value ?? null, isLoading }
}
