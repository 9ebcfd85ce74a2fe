import { formatDistance } from '@contract/discover.messages'

interface Point {
  latitude: number | null
  longitude: number | null
}

const EARTH_RADIUS_KM = 6371
const toRadians = (degrees: number) => (degrees * Math.PI) / 180

/**
 * The viewer's distance to the pet as the spec formats it (§9), or null when either position is
 * unknown. The same haversine as src/features/location's distanceKm, repeated here because
 * importing that module's index brings its whole shared chunk (~3 KiB gzipped, the sharing
 * panel and tracker) into this screen's first load, which the 250 KiB budget cannot afford.
 */
export function viewerDistance(viewer: Point | null, pet: Point): string | null {
  if (!viewer || viewer.latitude === null || viewer.longitude === null) return null
  if (pet.latitude === null || pet.longitude === null) return null
  const dLat = toRadians(pet.latitude - viewer.latitude)
  const dLng = toRadians(pet.longitude - viewer.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(viewer.latitude)) *
      Math.cos(toRadians(pet.latitude)) *
      Math.sin(dLng / 2) ** 2
  return formatDistance(2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h))))
}
