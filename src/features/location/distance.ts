/**
 * Great-circle distance (haversine, Earth radius 6371 km, spec §9) and the 1 km rule after which
 * a tracked location is geocoded and saved again (spec §4).
 */
export interface Coordinates {
  latitude: number
  longitude: number
}

export const EARTH_RADIUS_KM = 6371
export const RESAVE_THRESHOLD_KM = 1

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

/** Whether a new fix should be geocoded and saved: nothing saved yet, or a move over 1 km. */
export function shouldResave(lastSaved: Coordinates | null, next: Coordinates): boolean {
  return lastSaved === null || distanceKm(lastSaved, next) > RESAVE_THRESHOLD_KM
}
