import { beforeEach, describe, expect, test, vi } from 'vitest'

/**
 * The picker's address rules (spec §7 'Address lookup for the map picker'): road, suburb, city,
 * state; else the display name; else the gazetteer's nearest place; else 'lat, lng' with 6
 * decimals. The geocoder is a public service: its answers are stubbed, the rest is real.
 */
const { nearbyPlace } = vi.hoisted(() => ({
  nearbyPlace: vi.fn<(lat: number, lng: number) => Promise<unknown>>(),
}))
vi.mock('../location', () => ({ nearbyPlace }))

const { buildNominatimRequest, coordinatesText, lookUpAddress, parseNominatim } =
  await import('./picker-address')

const GEOCODER = 'https://nominatim.example/reverse'
const json = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }))

beforeEach(() => {
  nearbyPlace.mockReset()
  nearbyPlace.mockResolvedValue({
    address: 'cerca de San Salvador',
    city: 'San Salvador',
    country: 'El Salvador',
    fullAddress: 'cerca de San Salvador, El Salvador',
    isFallback: true,
  })
})

describe('parseNominatim', () => {
  test('joins road, suburb, city and state with commas', () => {
    expect(
      parseNominatim({
        display_name: 'Calle Arce, Centro, San Salvador, El Salvador',
        address: {
          road: 'Calle Arce',
          suburb: 'Centro',
          city: 'San Salvador',
          state: 'San Salvador',
          country: 'El Salvador',
        },
      }),
    ).toEqual({
      address: 'Calle Arce, Centro, San Salvador, San Salvador',
      area: 'Centro, San Salvador, San Salvador',
      city: 'San Salvador',
      country: 'El Salvador',
    })
  })

  test('its area, shown to others, never holds the road nor a display name that may', () => {
    expect(parseNominatim({ address: { road: 'Calle Arce', city: 'San Salvador' } })?.area).toBe(
      'San Salvador',
    )
    expect(
      parseNominatim({
        display_name: 'Casa 12, Calle Arce, El Salvador',
        address: { road: 'Calle Arce', country: 'El Salvador' },
      })?.area,
    ).toBe('El Salvador')
  })

  test('skips missing parts; a town stands for the city', () => {
    expect(parseNominatim({ address: { town: 'Suchitoto', state: 'Cuscatlán' } })?.address).toBe(
      'Suchitoto, Cuscatlán',
    )
  })

  test('falls back to the display name, then to nothing', () => {
    expect(parseNominatim({ display_name: 'Lago de Ilopango', address: {} })?.address).toBe(
      'Lago de Ilopango',
    )
    expect(parseNominatim({ error: 'Unable to geocode' })).toBeNull()
    expect(parseNominatim(null)).toBeNull()
  })
})

test('the request asks Nominatim for zoom 18 with details, in Spanish', () => {
  const url = buildNominatimRequest(GEOCODER, 13.6929, -89.2182)
  expect(Object.fromEntries(url.searchParams)).toEqual({
    format: 'jsonv2',
    lat: '13.6929',
    lon: '-89.2182',
    zoom: '18',
    addressdetails: '1',
    'accept-language': 'es',
  })
})

describe('lookUpAddress', () => {
  test('uses the geocoder when it answers', async () => {
    const fetchImpl = json({ address: { road: 'Calle Arce', city: 'San Salvador' } })
    await expect(
      lookUpAddress(13.6929, -89.2182, { geocoderUrl: GEOCODER, fetchImpl }),
    ).resolves.toMatchObject({ address: 'Calle Arce, San Salvador', isFallback: false })
    expect(nearbyPlace).not.toHaveBeenCalled()
  })

  test.each([
    ['an error status', () => json({ error: 'busy' }, 503)],
    ['an answer naming nothing', () => json({ error: 'Unable to geocode' })],
    ['a network failure', () => vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'))],
  ])('falls back to the gazetteer on %s', async (_, makeFetch) => {
    await expect(
      lookUpAddress(13.6929, -89.2182, { geocoderUrl: GEOCODER, fetchImpl: makeFetch() }),
    ).resolves.toEqual({
      address: 'cerca de San Salvador, El Salvador',
      area: 'cerca de San Salvador, El Salvador',
      city: 'San Salvador',
      country: 'El Salvador',
      isFallback: true,
    })
  })

  test('an empty geocoder URL never calls out', async () => {
    const fetchImpl = vi.fn<typeof fetch>()
    await lookUpAddress(13.6929, -89.2182, { geocoderUrl: '', fetchImpl })
    expect(fetchImpl).not.toHaveBeenCalled()
    expect(nearbyPlace).toHaveBeenCalledWith(13.6929, -89.2182)
  })

  test('with no known place in reach, the coordinates with 6 decimals — never a blank', async () => {
    nearbyPlace.mockResolvedValue(null)
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'))
    await expect(
      lookUpAddress(10, -100, { geocoderUrl: GEOCODER, fetchImpl }),
    ).resolves.toMatchObject({ address: '10.000000, -100.000000', isFallback: true })
    expect(coordinatesText(13.6929, -89.2182)).toBe('13.692900, -89.218200')
  })
})
