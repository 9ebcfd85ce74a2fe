import { describe, expect, it, vi } from 'vitest'
import {
  buildReverseGeocodeRequest,
  DEFAULT_REVERSE_GEOCODE_URL,
  fallbackPlace,
  formatCoordinates,
  parseReverseGeocode,
  reverseGeocode,
  reverseGeocodeUrl,
} from './reverse-geocode'

// Trimmed from a real BigDataCloud reverse-geocode-client answer (localityLanguage=es).
const sanSalvador = {
  latitude: 13.6929,
  longitude: -89.2182,
  city: 'San Salvador',
  countryName: 'El Salvador',
  principalSubdivision: 'Departamento de San Salvador',
  locality: 'Colonia Escalón',
  localityInfo: {
    administrative: [
      { name: 'El Salvador', order: 2, adminLevel: 2 },
      { name: 'Departamento de San Salvador', order: 5, adminLevel: 4 },
      { name: 'San Salvador', order: 7, adminLevel: 6 },
    ],
    informative: [{ name: 'América del Norte', order: 1 }],
  },
}

describe('formatCoordinates / fallbackPlace', () => {
  it('writes the coordinates with 4 decimals, rounding', () => {
    expect(formatCoordinates(13.69294, -89.21816)).toBe('13.6929, -89.2182')
    expect(formatCoordinates(0, 5)).toBe('0.0000, 5.0000')
  })

  it('is the §7 fallback: coordinates as the address, no city or country', () => {
    expect(fallbackPlace(13.69294, -89.21816)).toEqual({
      address: '13.6929, -89.2182',
      city: null,
      country: null,
      fullAddress: '13.6929, -89.2182',
      isFallback: true,
    })
  })
})

describe('parseReverseGeocode', () => {
  it('reads locality, city and country, most precise first, without repeats', () => {
    expect(parseReverseGeocode(sanSalvador)).toEqual({
      address: 'Colonia Escalón',
      city: 'San Salvador',
      country: 'El Salvador',
      fullAddress: 'Colonia Escalón, San Salvador, El Salvador',
      isFallback: false,
    })
    expect(parseReverseGeocode({ ...sanSalvador, locality: 'San Salvador' })?.fullAddress).toBe(
      'San Salvador, El Salvador',
    )
  })

  it('falls back on the city, then on the smallest administrative area', () => {
    expect(parseReverseGeocode({ ...sanSalvador, locality: '' })).toMatchObject({
      address: 'San Salvador',
      city: 'San Salvador',
    })
    const rural = { ...sanSalvador, locality: '  ', city: '' }
    expect(parseReverseGeocode(rural)).toEqual({
      address: 'San Salvador',
      city: null,
      country: 'El Salvador',
      fullAddress: 'San Salvador, El Salvador',
      isFallback: false,
    })
  })

  it('says nothing for answers that name no place', () => {
    expect(parseReverseGeocode({ locality: '', city: '', countryName: '' })).toBeNull()
    expect(parseReverseGeocode({ status: 402, description: 'quota' })).toBeNull()
    expect(parseReverseGeocode('not json')).toBeNull()
    expect(parseReverseGeocode(null)).toBeNull()
  })
})

describe('reverseGeocodeUrl / buildReverseGeocodeRequest', () => {
  it('uses BigDataCloud unless configured; an empty setting disables lookups', () => {
    expect(reverseGeocodeUrl(undefined)).toBe(DEFAULT_REVERSE_GEOCODE_URL)
    expect(reverseGeocodeUrl(' https://geo.example/rev ')).toBe('https://geo.example/rev')
    expect(reverseGeocodeUrl('')).toBeNull()
  })

  it('adds latitude, longitude and Spanish, keeping the configured query', () => {
    const url = buildReverseGeocodeRequest('https://geo.example/rev?key=abc', 13.5, -89.25)
    expect(url.origin + url.pathname).toBe('https://geo.example/rev')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'abc',
      latitude: '13.5',
      longitude: '-89.25',
      localityLanguage: 'es',
    })
  })
})

describe('reverseGeocode', () => {
  it('returns the parsed place from the service', async () => {
    const fetchImpl = vi.fn(() => Promise.resolve(Response.json(sanSalvador)))
    const place = await reverseGeocode(13.6929, -89.2182, {
      baseUrl: 'https://geo.test/r',
      fetchImpl,
    })
    expect(place.fullAddress).toBe('Colonia Escalón, San Salvador, El Salvador')
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit]
    expect(url.searchParams.get('localityLanguage')).toBe('es')
    // Never the app's credentials to a third party.
    expect(init.credentials).toBe('omit')
  })

  it('never rejects: errors, bad bodies and network failures give the coordinates', async () => {
    const cases: Array<typeof fetch> = [
      () => Promise.resolve(new Response('busy', { status: 503 })),
      () => Promise.resolve(new Response('<html>', { status: 200 })),
      () => Promise.resolve(Response.json({ locality: '', city: '', countryName: '' })),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]
    for (const fetchImpl of cases) {
      await expect(
        reverseGeocode(13.69294, -89.21816, { baseUrl: 'https://geo.test/r', fetchImpl }),
      ).resolves.toEqual(fallbackPlace(13.69294, -89.21816))
    }
  })

  it('does not call anything when lookups are disabled', async () => {
    const fetchImpl = vi.fn<typeof fetch>()
    const place = await reverseGeocode(1, 2, { baseUrl: null, fetchImpl })
    expect(place.isFallback).toBe(true)
    expect(fetchImpl).not.toHaveBeenCalled()
  })
})
