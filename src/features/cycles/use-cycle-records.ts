import { useMemo } from 'react'
import { useDatabase } from '../../db'
import { useObservable } from '../../sync'
import { observeCycleRecords, type ListedCycleRecord } from './cycles.repo'

/**
 * The owner's cycle records from the local database (one pet's, or all of them), oldest first,
 * each with its syncState. Live across tabs and devices; offline it shows what was last synced.
 */
export function useCycleRecords(petId?: string): {
  records: ListedCycleRecord[]
  isLoading: boolean
} {
  const database = useDatabase()
  const source = useMemo(
    () => (database ? observeCycleRecords(database, petId) : null),
    [database, petId],
  )
  const { value, isLoading } = useObservable(source)
  return { records: value ?? [], isLoading }
}
