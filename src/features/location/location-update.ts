import type { UserLocationUpdate } from '@contract/users.contract'
import type { Coordinates } from './distance'
import type { PlaceAddress } from './place-address'
import { lookUpPlace } from './geocoder'

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

/** The update saved for a place: its names, as the one geocoder chain gives them. */
export function locationUpdateFrom(position: Coordinates, place: PlaceAddress): UserLocationUpdate {
  return {
    latitude: position.latitude,
    longitude: position.longitude,
    address: place.address,
    city: place.city,
    country: place.country,
    location: place.address,
  }
}

/** The update saved for a device fix: the geocoder's names, else the gazetteer's, else the coordinates. */
export async function locationUpdateFor(position: Coordinates): Promise<UserLocationUpdate> {
  return locationUpdateFrom(position, await lookUpPlace(position.latitude, position.longitude))
}
