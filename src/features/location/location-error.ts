import { location as texts } from '../../i18n/es/location'

/**
 * Why the device position could not be read, with the spec's Spanish text (§8 'Location', §5
 * 'Geolocation'). Screens show `message`, or map `code` to their own wording (the pet forms do).
 */
export type LocationErrorCode = 'unsupported' | 'denied' | 'unavailable' | 'timeout'

export class LocationError extends Error {
  readonly code: LocationErrorCode

  constructor(code: LocationErrorCode, message: string = texts.errors[code]) {
    super(message)
    this.name = 'LocationError'
    this.code = code
  }
}

/** GeolocationPositionError codes (1, 2, 3) as the spec names them. */
export function locationErrorFromCode(code: number): LocationError {
  switch (code) {
    case 1:
      return new LocationError('denied')
    case 3:
      return new LocationError('timeout')
    default:
      // 2 POSITION_UNAVAILABLE, and anything a browser invents.
      return new LocationError('unavailable')
  }
}
