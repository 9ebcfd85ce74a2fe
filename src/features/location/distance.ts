/**
 * The 1 km rule after which a tracked location is geocoded and saved again (spec §4), over the
 * shared great-circle distance (server/contract/geo.ts).
 */
import { distanceKm, type Coordinates } from '@contract/geo'

export { distanceKm, EARTH_RADIUS_KM, type Coordinates } from '@contract/geo'
export const RESAVE_THRESHOLD_KM = 1

/** Whether a new fix should be geocoded and saved: nothing saved yet, or a move over 1 km. */
export function shouldResave(lastSaved: Coordinates | null, next: Coordinates): boolean {
  return lastSaved === null || distanceKm(lastSaved, next) > RESAVE_THRESHOLD_KM
}
