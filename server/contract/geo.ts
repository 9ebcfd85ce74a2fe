/**
 * Great-circle distance (haversine, Earth radius 6371 km, spec §9), shared by the server's
 * discover search and the client's location tracking and pet profile. Pure and import-free, so
 * a screen can use it without pulling in any feature's chunk.
 */
export interface Coordinates {
  latitude: number
  longitude: number
}

export const EARTH_RADIUS_KM = 6371

const toRadians = (degrees: number) => (degrees * Math.PI) / 180

export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.latitude - a.latitude)
  const dLng = toRadians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2
  // min() guards asin against rounding just above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}
