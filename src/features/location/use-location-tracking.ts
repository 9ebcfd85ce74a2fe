import { useEffect, useRef } from 'react'
import { shouldResave, type Coordinates } from './distance'
import { watchPosition } from './geolocation'
import type { SaveUserLocation } from './location-update'
import { isManualPlace } from './manual-place'

/**
 * Spec §4 'Location sharing', tracking: while sharing is on, every fix more than 1 km from the
 * last saved one is geocoded and saved again. Mounted once for the whole signed-in app (see
 * LocationTracker), so tracking goes on whatever screen is open, not only in Settings.
 * `isOn` is false too while the saved place is one the user picked by hand (manual-place.ts),
 * and a fix already being named is dropped if such a pick was saved meanwhile.
 * `onDenied` hears a permission revoked while tracking; a missed fix is retried by the browser.
 */
export function useLocationTracking(
  isOn: boolean,
  coordinates: Coordinates | null,
  saveUserLocation: SaveUserLocation,
  { userId = null, onDenied }: { userId?: string | null; onDenied?: () => void } = {},
): void {
  const saveRef = useRef(saveUserLocation)
  const deniedRef = useRef(onDenied)
  const userIdRef = useRef(userId)
  const lastSavedRef = useRef<Coordinates | null>(coordinates)
  const isSavingRef = useRef(false)
  useEffect(() => {
    saveRef.current = saveUserLocation
    deniedRef.current = onDenied
    userIdRef.current = userId
  }, [saveUserLocation, onDenied, userId])
  useEffect(() => {
    // The saved profile (this device's or another's) is the reference point.
    lastSavedRef.current = coordinates
  }, [coordinates])

  useEffect(() => {
    if (!isOn) return
    const isPickedByHand = () => isManualPlace(userIdRef.current, lastSavedRef.current)
    return watchPosition(
      (position) => {
        if (isSavingRef.current || !shouldResave(lastSavedRef.current, position)) return
        isSavingRef.current = true
        const fix = { latitude: position.latitude, longitude: position.longitude }
        // The geocoder loads on the first fix to save: the shell mounts the tracker on every
        // screen, and its chunk's size is paid by the signed-in first load.
        import('./location-update')
          .then(({ locationUpdateFor }) => locationUpdateFor(fix))
          .then((update) =>
            // A place picked by hand while this fix was being named wins over the device.
            isPickedByHand() ? null : saveRef.current(update),
          )
          .then((result) => {
            if (result?.ok) lastSavedRef.current = fix
          })
          .catch(() => undefined)
          .finally(() => {
            isSavingRef.current = false
          })
      },
      (error) => {
        if (error.code === 'denied') deniedRef.current?.()
      },
    )
  }, [isOn])
}
