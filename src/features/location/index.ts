/**
 * The location module (spec §4, §5 'Geolocation', §7 reverse geocoding, §8 'Location', §9):
 * the device position, place names for coordinates, distances, and the sharing switch of
 * Settings. It saves nothing by itself: callers pass their save action.
 */
export { LocationError, type LocationErrorCode } from './location-error'
export {
  getCurrentPosition,
  watchPosition,
  GEOLOCATION_TIMEOUT_MS,
  LOCATION_MODULE_MAX_AGE_MS,
  PET_FORM_MAX_AGE_MS,
  WATCH_MAX_AGE_MS,
  type DevicePosition,
  type PositionOptionsInput,
} from './geolocation'
export {
  lookUpPlace,
  coordinatesText,
  formatCoordinates,
  fallbackPlace,
  type PlaceAddress,
} from './geocoder'
export { nearbyPlace, usePlaceText } from './nearby-place'
export { placeLabel, searchPlaces, type FoundPlace } from './place-search'
export { PlaceText } from './PlaceText'
export {
  distanceKm,
  shouldResave,
  EARTH_RADIUS_KM,
  RESAVE_THRESHOLD_KM,
  type Coordinates,
} from './distance'
export { LocationSharingPanel, type LocationSharingPanelProps } from './LocationSharingPanel'
export type { SaveLocationResult, SaveUserLocation } from './location-update'
export { LocationTracker, type LocationTrackerProps } from './LocationTracker'
export { CLEARED_LOCATION, locationUpdateFor, locationUpdateFrom } from './location-update'
export { forgetManualPlace, rememberManualPlace, MANUAL_PLACE_STORAGE_KEY } from './manual-place'
