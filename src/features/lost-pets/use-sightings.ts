import { useEffect, useState } from 'react'
import { useDatabase } from '../../db'
import { observeSightings, type ListedSighting } from './lost-pets.repo'

/**
 * The sightings of one alert on this device, newest first, with the user's own queued ones
 * marked pending. The feed gives each user only what they may see: the alert's reporter and
 * owner get every sighting of it, someone who reported one gets their own.
 */
export function useSightings(lostPetId: string): ListedSighting[] {
  const database = useDatabase()
  const [sightings, setSightings] = useState<ListedSighting[]>([])
  useEffect(() => {
    if (!database) return
    const subscription = observeSightings(database, lostPetId).subscribe({
      next: (listed) =>
        setSightings(
          [...listed].sort((a, b) => `${b.date}T${b.time}`.localeCompare(`${a.date}T${a.time}`)),
        ),
      // A failed local query leaves the card as it is: the alert itself is still worth showing.
      error: (error: unknown) => console.warn('sightings:', error),
    })
    return () => subscription.unsubscribe()
  }, [database, lostPetId])
  return sightings
}
