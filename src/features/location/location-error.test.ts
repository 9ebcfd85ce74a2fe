import { describe, expect, it } from 'vitest'
import { LocationError, locationErrorFromCode } from './location-error'

describe('LocationError', () => {
  it('maps the Geolocation API codes to the spec meanings, in Spanish', () => {
    expect(locationErrorFromCode(1).code).toBe('denied')
    expect(locationErrorFromCode(2).code).toBe('unavailable')
    expect(locationErrorFromCode(3).code).toBe('timeout')
    expect(locationErrorFromCode(99).code).toBe('unavailable')
    expect(new LocationError('unsupported').message).toBe(
      'Tu dispositivo no soporta geolocalización',
    )
    expect(locationErrorFromCode(1)).toBeInstanceOf(Error)
  })
})
