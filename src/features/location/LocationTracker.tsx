import type { Coordinates } from './distance'
import type { SaveUserLocation } from './location-update'
import { useLocationTracking } from './use-location-tracking'

export interface LocationTrackerProps {
  /** ProfileDoc.shareLocation */
  isSharing: boolean
  /** the saved coordinates (the reference for the 1 km rule) */
  coordinates: Coordinates | null
  saveUserLocation: SaveUserLocation
}

/**
 * Renders nothing: while sharing is on, it watches the position and saves it again after a
 * move over 1 km (spec §4). The signed-in shell mounts one, so tracking follows the user on
 * every screen; a permission revoked meanwhile is left to the Settings switch to explain.
 */
export function LocationTracker({
  isSharing,
  coordinates,
  saveUserLocation,
}: LocationTrackerProps) {
  useLocationTracking(isSharing, coordinates, saveUserLocation)
  return null
}
