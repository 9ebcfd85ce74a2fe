import { useMemo } from 'react'
import type { ServiceKind } from '@contract/services.messages'
import { useDatabase } from '../../db'
import { useObservable } from '../../sync'
import { observeBookings, observeCatalogue, type ListedBooking } from './services.repo'

/** The catalogue of one kind from the local database (opens offline with the last sync). */
export function useCatalogue(kind: ServiceKind) {
  const database = useDatabase()
  const source = useMemo(
    () => (database ? observeCatalogue(database, kind) : null),
    [database, kind],
  )
  const { value, isLoading } = useObservable(source)
  return { services: value ?? [], isLoading }
}

/** The user's bookings, pending ones included, soonest first. */
export function useBookings(): { bookings: ListedBooking[]; isLoading: boolean } {
  const database = useDatabase()
  const source = useMemo(() => (database ? observeBookings(database) : null), [database])
  const { value, isLoading } = useObservable(source)
  return { bookings: value ?? [], isLoading }
}
