import type { UserLocationUpdate } from '@contract/users.contract'
import type { Coordinates } from './distance'
import { reverseGeocode } from './reverse-geocode'

/**
 * What the sharing switch and the tracker save (PUT /api/users/location), through the
 * caller's action: this module knows nothing of the account feature, only that the result
 * has `ok` and, on failure, a Spanish `message`.
 */
export type SaveLocationResult = { ok: true } | { ok: false; message: string }
export type SaveUserLocation = (update: UserLocationUpdate) => Promise<SaveLocationResult>

/** Spec §4: turning sharing off sends every location field as null. */
export const CLEARED_LOCATION: UserLocationUpdate = {
  latitude: null,
  longitude: null,
  address: null,
  city: null,
  country: null,
  location: null,
}

/** The update saved for a fix: the geocoded names, or the coordinates when none answered. */
export async function locationUpdateFor(position: Coordinates): Promise<UserLocationUpdate> {
  const place = await reverseGeocode(position.latitude, position.longitude)
  return {
    latitude: position.latitude,
    longitude: position.longitude,
    address: place.address,
    city: place.city,
    country: place.country,
    location: place.fullAddress,
  }
}
