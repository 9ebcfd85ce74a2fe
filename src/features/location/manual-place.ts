import { useCallback, useSyncExternalStore } from 'react'
import type { Coordinates } from './distance'

/**
 * A place the user picked by hand on the map (spec §4 'Location sharing'; §2 location dialog).
 * With sharing on, the tracker re-saves the device position after every move over 1 km, which
 * would replace that pick within seconds. What a user means by picking a place is "share this
 * one instead": so while the saved place is the picked one, the device is not followed, and
 * 'Usar mi ubicación' (or turning sharing off and on) follows it again.
 *
 * Kept in this device's localStorage ({ userId, latitude, longitude }), shared by its tabs, and
 * valid only while the profile's saved coordinates are that very place: a place saved since by
 * any other means (the switch, another device, turning sharing off) ends it by itself. Signing
 * out forgets it (forgetManualPlace).
 */
export const MANUAL_PLACE_STORAGE_KEY = 'huellitas.location.manualPlace'

interface ManualPlace extends Coordinates {
  userId: string
}

/** Coordinates go through JSON and the server unchanged; the margin only absorbs float noise. */
const SAME_PLACE_DEGREES = 1e-7

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

function read(): ManualPlace | null {
  try {
    const raw = globalThis.localStorage?.getItem(MANUAL_PLACE_STORAGE_KEY)
    if (!raw) return null
    const value = JSON.parse(raw) as Partial<ManualPlace>
    return typeof value.userId === 'string' &&
      typeof value.latitude === 'number' &&
      typeof value.longitude === 'number'
      ? { userId: value.userId, latitude: value.latitude, longitude: value.longitude }
      : null
  } catch {
    return null
  }
}

function write(value: ManualPlace | null): void {
  try {
    if (value) globalThis.localStorage?.setItem(MANUAL_PLACE_STORAGE_KEY, JSON.stringify(value))
    else globalThis.localStorage?.removeItem(MANUAL_PLACE_STORAGE_KEY)
  } catch {
    // Storage denied: the pick is saved all the same; only the pause is not remembered.
  }
  notify()
}

/** The user picked `place` by hand: stop following the device while it is the saved place. */
export function rememberManualPlace(userId: string, place: Coordinates): void {
  write({ userId, latitude: place.latitude, longitude: place.longitude })
}

/** Follow the device again (a device position was saved, sharing turned off, sign-out). */
export function forgetManualPlace(): void {
  write(null)
}

/** Whether the saved place of `userId` is one picked by hand on this device. */
export function isManualPlace(userId: string | null, saved: Coordinates | null): boolean {
  const place = read()
  return (
    place !== null &&
    saved !== null &&
    place.userId === userId &&
    Math.abs(place.latitude - saved.latitude) < SAME_PLACE_DEGREES &&
    Math.abs(place.longitude - saved.longitude) < SAME_PLACE_DEGREES
  )
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab picked a place or resumed following.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === MANUAL_PLACE_STORAGE_KEY) listener()
  }
  globalThis.addEventListener?.('storage', onStorage)
  return () => {
    listeners.delete(listener)
    globalThis.removeEventListener?.('storage', onStorage)
  }
}

/** isManualPlace, kept current as this or another tab changes it. */
export function useIsManualPlace(userId: string | null, saved: Coordinates | null): boolean {
  const latitude = saved?.latitude
  const longitude = saved?.longitude
  const snapshot = useCallback(
    () =>
      isManualPlace(
        userId,
        latitude === undefined || longitude === undefined ? null : { latitude, longitude },
      ),
    [userId, latitude, longitude],
  )
  return useSyncExternalStore(subscribe, snapshot, () => false)
}
