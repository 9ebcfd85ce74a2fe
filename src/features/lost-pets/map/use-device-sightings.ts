import { useMemo } from 'react'
import { catchError, EMPTY } from 'rxjs'
import { useDatabase } from '../../../db'
import { useObservable } from '../../../sync'
import { observeAllSightings, type ListedSighting } from '../lost-pets.repo'

const NONE: ListedSighting[] = []

/**
 * Every sighting this device holds, live, from one local query: the map picks those of the
 * listed alerts. Nothing is fetched: what the feed has not sent this user is not drawn.
 */
export function useDeviceSightings(): ListedSighting[] {
  const database = useDatabase()
  const source = useMemo(
    () =>
      database
        ? observeAllSightings(database).pipe(
            // A failed local query leaves the map with what it had, and the alerts and reports.
            catchError((error: unknown) => {
              console.warn('sightings:', error)
              return EMPTY
            }),
          )
        : null,
    [database],
  )
  return useObservable(source).value ?? NONE
}
