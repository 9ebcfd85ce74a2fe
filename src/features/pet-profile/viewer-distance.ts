import { distanceKm } from '@contract/geo'

interface Point {
  latitude: number | null
  longitude: number | null
}

/**
 * km from the viewer to the pet as the server placed it (another owner's pet at its cell), or
 * null when either is unknown. The screen shows it coarsely (i18n pet-profile distanceValue).
 */
export function viewerDistance(viewer: Point | null, pet: Point): number | null {
  if (!viewer || viewer.latitude === null || viewer.longitude === null) return null
  if (pet.latitude === null || pet.longitude === null) return null
  return distanceKm(
    { latitude: viewer.latitude, longitude: viewer.longitude },
    { latitude: pet.latitude, longitude: pet.longitude },
  )
}
