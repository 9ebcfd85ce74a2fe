import { beforeEach, describe, expect, test, vi } from 'vitest'

/**
 * The one geocoder chain (spec §7 'Address lookup for the map picker'), for the picker, location
 * sharing and the pet forms: road, suburb, city, state; else the display name; else the
 * gazetteer's nearest place; else 'lat, lng'. The geocoder is a public service: its answers are
 * stubbed, and so is GET /api/config (its URL) where a test does not pass one.
 */
const { nearbyPlace, loadRuntimeConfig } = vi.hoisted(() => ({
  nearbyPlace: vi.fn<(lat: number, lng: number) => Promise<unknown>>(),
  loadRuntimeConfig: vi.fn<() => Promise<{ mapStyleUrl: string; geocoderUrl: string }>>(),
}))
vi.mock('./nearby-place', () => ({ nearbyPlace }))
vi.mock('../../api/runtime-config', () => ({ loadRuntimeConfig }))

const { buildNominatimRequest, coordinatesText, formatCoordinates, lookUpPlace, parseNominatim } =
  await import('./geocoder')

const GEOCODER = 'https://nominatim.example/reverse'
const json = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }))

beforeEach(() => {
  nearbyPlace.mockReset()
  nearbyPlace.mockResolvedValue({
    address: 'cerca de San Salvador, El Salvador',
    area: 'cerca de San Salvador, El Salvador',
    city: 'San Salvador',
    country: 'El Salvador',
    isFallback: true,
  })
  loadRuntimeConfig.mockReset()
  loadRuntimeConfig.mockResolvedValue({ mapStyleUrl: '/map/style.json', geocoderUrl: GEOCODER })
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

describe('lookUpPlace', () => {
  test('uses the geocoder when it answers', async () => {
    const fetchImpl = json({ address: { road: 'Calle Arce', city: 'San Salvador' } })
    await expect(
      lookUpPlace(13.6929, -89.2182, { geocoderUrl: GEOCODER, fetchImpl }),
    ).resolves.toMatchObject({ address: 'Calle Arce, San Salvador', isFallback: false })
    expect(nearbyPlace).not.toHaveBeenCalled()
  })

  test.each([
    ['an error status', () => json({ error: 'busy' }, 503)],
    ['an answer naming nothing', () => json({ error: 'Unable to geocode' })],
    ['a network failure', () => vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'))],
  ])('falls back to the gazetteer on %s', async (_, makeFetch) => {
    await expect(
      lookUpPlace(13.6929, -89.2182, { geocoderUrl: GEOCODER, fetchImpl: makeFetch() }),
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
    await lookUpPlace(13.6929, -89.2182, { geocoderUrl: '', fetchImpl })
    expect(fetchImpl).not.toHaveBeenCalled()
    expect(nearbyPlace).toHaveBeenCalledWith(13.6929, -89.2182)
  })

  test('with no known place in reach, the coordinates with 6 decimals — never a blank', async () => {
    nearbyPlace.mockResolvedValue(null)
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'))
    await expect(
      lookUpPlace(10, -100, { geocoderUrl: GEOCODER, fetchImpl }),
    ).resolves.toMatchObject({ address: '10.000000, -100.000000', isFallback: true })
    expect(coordinatesText(13.6929, -89.2182)).toBe('13.692900, -89.218200')
  })

  test('the pet forms ask for the coordinates with 4 decimals', async () => {
    nearbyPlace.mockResolvedValue(null)
    await expect(
      lookUpPlace(13.69294, -89.21816, { geocoderUrl: '', decimals: 4 }),
    ).resolves.toEqual({
      address: '13.6929, -89.2182',
      area: '13.6929, -89.2182',
      city: null,
      country: null,
      isFallback: true,
    })
    expect(formatCoordinates(0, 5)).toBe('0.0000, 5.0000')
  })

  test('without a URL given, asks the runtime-configured geocoder (GET /api/config)', async () => {
    loadRuntimeConfig.mockResolvedValue({
      mapStyleUrl: '/map/style.json',
      geocoderUrl: 'https://geo.operator.example/reverse',
    })
    const fetchImpl = json({ address: { suburb: 'Escalón', city: 'San Salvador' } })
    await expect(lookUpPlace(13.6929, -89.2182, { fetchImpl })).resolves.toMatchObject({
      address: 'Escalón, San Salvador',
      area: 'Escalón, San Salvador',
      city: 'San Salvador',
      isFallback: false,
    })
    const [request, init] = fetchImpl.mock.calls[0] ?? []
    expect(request instanceof Request ? request.url : String(request as URL | string)).toMatch(
      /^https:\/\/geo\.operator\.example\/reverse\?format=jsonv2/,
    )
    // Straight to the third party: never the app's cookies or token.
    expect(init).toMatchObject({ credentials: 'omit' })
  })

  test('offline, never calls out: the gazetteer names the place', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    const fetchImpl = vi.fn<typeof fetch>()
    await expect(lookUpPlace(13.6929, -89.2182, { fetchImpl })).resolves.toMatchObject({
      address: 'cerca de San Salvador, El Salvador',
      isFallback: true,
    })
    expect(fetchImpl).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })
})
