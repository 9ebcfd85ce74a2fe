import { LocationError, locationErrorFromCode } from './location-error'

/**
 * The browser's Geolocation API as promises and a stop function, with the spec's options (§9):
 * high accuracy, 10 s timeout, positions up to 5 minutes old in the location module and up to
 * 1 minute old in the pet forms and while watching.
 */
export interface DevicePosition {
  latitude: number
  longitude: number
  /** metres */
  accuracy: number
}

export interface PositionOptionsInput {
  maximumAge?: number
  timeout?: number
}

export const GEOLOCATION_TIMEOUT_MS = 10_000
export const LOCATION_MODULE_MAX_AGE_MS = 300_000
export const PET_FORM_MAX_AGE_MS = 60_000
export const WATCH_MAX_AGE_MS = 60_000

function geolocationApi(): Geolocation | null {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator
    ? navigator.geolocation
    : null
}

function toPosition(position: GeolocationPosition): DevicePosition {
  const { latitude, longitude, accuracy } = position.coords
  return { latitude, longitude, accuracy }
}

export function getCurrentPosition(options: PositionOptionsInput = {}): Promise<DevicePosition> {
  const api = geolocationApi()
  if (!api) return Promise.reject(new LocationError('unsupported'))
  return new Promise((resolve, reject) => {
    api.getCurrentPosition(
      (position) => resolve(toPosition(position)),
      (error) => reject(locationErrorFromCode(error.code)),
      {
        enableHighAccuracy: true,
        timeout: options.timeout ?? GEOLOCATION_TIMEOUT_MS,
        maximumAge: options.maximumAge ?? LOCATION_MODULE_MAX_AGE_MS,
      },
    )
  })
}

/**
 * Follows the device position until the returned function is called. Without a `timeout` of its
 * own the watch waits as long as it takes: a phone lying still sends no new fix, and a 10 s
 * timeout would report an error every 10 s for that.
 */
export function watchPosition(
  onPosition: (position: DevicePosition) => void,
  onError: (error: LocationError) => void,
  options: PositionOptionsInput = {},
): () => void {
  const api = geolocationApi()
  if (!api) {
    onError(new LocationError('unsupported'))
    return () => undefined
  }
  const watchId = api.watchPosition(
    (position) => onPosition(toPosition(position)),
    (error) => onError(locationErrorFromCode(error.code)),
    {
      enableHighAccuracy: true,
      maximumAge: options.maximumAge ?? WATCH_MAX_AGE_MS,
      ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
    },
  )
  return () => api.clearWatch(watchId)
}
