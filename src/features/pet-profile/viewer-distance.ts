import { formatDistance } from '@contract/discover.messages'
import { distanceKm } from '@contract/geo'

interface Point {
  latitude: number | null
  longitude: number | null
}

/** The viewer's distance to the pet as the spec formats it (§9), or null when either is unknown. */
export function viewerDistance(viewer: Point | null, pet: Point): string | null {
  if (!viewer || viewer.latitude === null || viewer.longitude === null) return null
  if (pet.latitude === null || pet.longitude === null) return null
  return formatDistance(
    distanceKm(
      { latitude: viewer.latitude, longitude: viewer.longitude },
      { latitude: pet.latitude, longitude: pet.longitude },
    ),
  )
}
