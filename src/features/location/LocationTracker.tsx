import type { Coordinates } from './distance'
import type { SaveUserLocation } from './location-update'
import { useIsManualPlace } from './manual-place'
import { useLocationTracking } from './use-location-tracking'

export interface LocationTrackerProps {
  /** ProfileDoc.id: whose hand-picked place (manual-place.ts) pauses tracking */
  userId: string
  /** ProfileDoc.shareLocation */
  isSharing: boolean
  /** the saved coordinates (the reference for the 1 km rule) */
  coordinates: Coordinates | null
  saveUserLocation: SaveUserLocation
}

/**
 * Renders nothing: while sharing is on, it watches the position and saves it again after a
 * move over 1 km (spec §4) — unless the saved place is one the user picked by hand on the map,
 * which it leaves alone until 'Usar mi ubicación'. The signed-in shell mounts one, so tracking
 * follows the user on every screen; a permission revoked meanwhile is left to the Settings
 * switch to explain.
 */
export function LocationTracker({
  userId,
  isSharing,
  coordinates,
  saveUserLocation,
}: LocationTrackerProps) {
  const isPickedByHand = useIsManualPlace(userId, coordinates)
  useLocationTracking(isSharing && !isPickedByHand, coordinates, saveUserLocation, { userId })
  return null
}
