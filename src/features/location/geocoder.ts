import { loadRuntimeConfig } from '../../api/runtime-config'
import { nearbyPlace } from './nearby-place'
import type { PlaceAddress } from './place-address'
import { isOffline } from '../../api/online'

/**
 * Coordinates → a place name: the app's one reverse geocoder, for the map picker, location
 * sharing and the pet forms alike. The service is the runtime-configured GEOCODER_URL
 * (GET /api/config; Nominatim's /reverse API or one answering the same JSON), asked at zoom 18
 * with address details in Spanish (spec §7 'Address lookup for the map picker').
 *
 * One fallback chain, and it never rejects nor ends blank:
 * 1. road, suburb, city and state joined by ', ' (§7);
 * 2. else the answer's display name;
 * 3. else — offline, a timeout, an error, an answer naming nothing, lookups turned off — the
 *    nearest place of the offline gazetteer ('cerca de San Salvador, El Salvador');
 * 4. else the coordinates ('lat, lng', 6 decimals by §7; the pet forms ask for 4).
 * The call goes straight to the third party with fetch — never through the app's REST client,
 * which would hand it the user's bearer token.
 */
export type { PlaceAddress }

export const GEOCODE_TIMEOUT_MS = 8_000

/** 'lat, lng' with `decimals` decimals (§7: 6 for the picker, 4 for the pet forms). */
export function coordinatesText(latitude: number, longitude: number, decimals = 6): string {
  return `${latitude.toFixed(decimals)}, ${longitude.toFixed(decimals)}`
}

/** '13.6929, -89.2182': the pet forms' coordinates (§7). */
export const formatCoordinates = (latitude: number, longitude: number) =>
  coordinatesText(latitude, longitude, 4)

/** The last step of the chain: the coordinates themselves. */
export function fallbackPlace(latitude: number, longitude: number, decimals = 6): PlaceAddress {
  // Coordinates shown to others are snapped to their cell by the server (server/geo/privacy.ts).
  const text = coordinatesText(latitude, longitude, decimals)
  return { address: text, area: text, city: null, country: null, isFallback: true }
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

/** A Nominatim jsonv2 answer → the place, or null when it names nothing. */
export function parseNominatim(body: unknown): Omit<PlaceAddress, 'isFallback'> | null {
  if (!body || typeof body !== 'object') return null
  const data = body as Record<string, unknown>
  const details = (data.address && typeof data.address === 'object' ? data.address : {}) as Record<
    string,
    unknown
  >
  // Nominatim names a small place town or village rather than city.
  const city = text(details.city) ?? text(details.town) ?? text(details.village)
  const parts = [text(details.road), text(details.suburb), city, text(details.state)].filter(
    (part): part is string => part !== null,
  )
  const address = parts.length > 0 ? parts.join(', ') : text(data.display_name)
  if (!address) return null
  const country = text(details.country)
  const areaParts = [text(details.suburb), city, text(details.state)].filter(
    (part): part is string => part !== null,
  )
  // With no suburb, city or state, only the country is safe: display_name may hold the street.
  const area = areaParts.length > 0 ? areaParts.join(', ') : (country ?? address)
  return { address, area, city, country }
}

export function buildNominatimRequest(base: string, latitude: number, longitude: number): URL {
  // Relative bases (a proxy on the same origin) resolve against the page.
  const url = new URL(base, globalThis.location?.href ?? 'http://localhost/')
  url.searchParams.set('format', 'jsonv2')
  url.searchParams.set('lat', String(latitude))
  url.searchParams.set('lon', String(longitude))
  url.searchParams.set('zoom', '18')
  url.searchParams.set('addressdetails', '1')
  url.searchParams.set('accept-language', 'es')
  return url
}

export interface LookUpOptions {
  /** default: the runtime configuration's; empty: never ask (the gazetteer names it) */
  geocoderUrl?: string
  fetchImpl?: typeof fetch
  signal?: AbortSignal
  /** decimals of the coordinates, the chain's last step (default 6) */
  decimals?: number
}

/** The geocoder's answer for the point, or null when it could not or would not say. */
async function askGeocoder(
  latitude: number,
  longitude: number,
  options: LookUpOptions,
): Promise<Omit<PlaceAddress, 'isFallback'> | null> {
  if (isOffline()) return null
  const base = options.geocoderUrl ?? (await loadRuntimeConfig()).geocoderUrl
  if (base.trim() === '') return null
  try {
    const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis)
    const timeout = AbortSignal.timeout(GEOCODE_TIMEOUT_MS)
    const response = await fetchImpl(buildNominatimRequest(base, latitude, longitude), {
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
      headers: { Accept: 'application/json' },
      credentials: 'omit',
    })
    return response.ok ? parseNominatim(await response.json()) : null
  } catch {
    // Network down, timeout, not JSON: the gazetteer still says roughly where it is.
    return null
  }
}

export async function lookUpPlace(
  latitude: number,
  longitude: number,
  options: LookUpOptions = {},
): Promise<PlaceAddress> {
  const found = await askGeocoder(latitude, longitude, options)
  if (found) return { ...found, isFallback: false }
  return (
    (await nearbyPlace(latitude, longitude)) ??
    fallbackPlace(latitude, longitude, options.decimals ?? 6)
  )
}
