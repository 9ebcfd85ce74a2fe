import { useEffect, useState } from 'react'
import { useDatabase } from '../../../db'
import { observeAllSightings, type ListedSighting } from '../lost-pets.repo'

/**
 * Every sighting this device holds, live, from one local query: the map picks those of the
 * listed alerts. Nothing is fetched: what the feed has not sent this user is not drawn.
 */
export function useDeviceSightings(): ListedSighting[] {
  const database = useDatabase()
  const [sightings, setSightings] = useState<ListedSighting[]>([])
  useEffect(() => {
    if (!database) return
    const subscription = observeAllSightings(database).subscribe({
      next: setSightings,
      // A failed local query leaves the map with the alerts and reports it has.
      error: (error: unknown) => console.warn('sightings:', error),
    })
    return () => subscription.unsubscribe()
  }, [database])
  return sightings
}
