import { DEFAULT_REVERSE_GEOCODE_URL } from '@contract/geocoder'
import { nearbyPlace } from './nearby-place'

/**
 * Coordinates → a place name, through a public reverse geocoder (spec §7 'Third-party public
 * services': GET with latitude, longitude and language es, answering locality, city,
 * countryName and localityInfo). The service is BigDataCloud's free client-side endpoint unless
 * VITE_REVERSE_GEOCODE_URL names another one at build time (empty: never look up).
 *
 * It never rejects: offline, on a timeout, an error status or an answer without any name, the
 * place is named after the nearest place of the offline gazetteer ('cerca de San Salvador',
 * nearby-place.ts), or — with no known place in reach or no gazetteer — the coordinates with
 * 4 decimals (the pet forms' fallback of §7); either way flagged isFallback.
 * The call goes straight to the third party with fetch — not through the app's REST client,
 * which would hand it the user's bearer token.
 */

export interface PlaceAddress {
  /** the most precise name: locality, else city, else the smallest administrative area */
  address: string
  city: string | null
  country: string | null
  /** every distinct name from the most to the least precise, comma-separated */
  fullAddress: string
  /** true when no geocoder answered: the texts are the nearest known place or the coordinates */
  isFallback: boolean
}

export { DEFAULT_REVERSE_GEOCODE_URL }

/** The gazetteer's nearest place, else the coordinates. */
async function offlinePlace(latitude: number, longitude: number): Promise<PlaceAddress> {
  return (await nearbyPlace(latitude, longitude)) ?? fallbackPlace(latitude, longitude)
}

export const REVERSE_GEOCODE_TIMEOUT_MS = 8_000

/** The URL in use: the build-time setting when there is one (an empty one disables lookups). */
export function reverseGeocodeUrl(
  configured: string | undefined = import.meta.env.VITE_REVERSE_GEOCODE_URL,
): string | null {
  if (configured === undefined) return DEFAULT_REVERSE_GEOCODE_URL
  const trimmed = configured.trim()
  return trimmed === '' ? null : trimmed
}

/** '13.6929, -89.2182' */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`
}

export function fallbackPlace(latitude: number, longitude: number): PlaceAddress {
  const text = formatCoordinates(latitude, longitude)
  return { address: text, city: null, country: null, fullAddress: text, isFallback: true }
}

export function buildReverseGeocodeRequest(base: string, latitude: number, longitude: number): URL {
  // Relative bases (a proxy on the same origin) resolve against the page.
  const url = new URL(base, globalThis.location?.href ?? 'http://localhost/')
  url.searchParams.set('latitude', String(latitude))
  url.searchParams.set('longitude', String(longitude))
  url.searchParams.set('localityLanguage', 'es')
  return url
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

interface NamedArea {
  name: string
  order: number
}

/** localityInfo.administrative names, most precise (highest order) first. */
function administrativeNames(localityInfo: unknown): string[] {
  if (!localityInfo || typeof localityInfo !== 'object') return []
  const list: unknown = (localityInfo as { administrative?: unknown }).administrative
  if (!Array.isArray(list)) return []
  const areas: NamedArea[] = []
  for (const item of list as unknown[]) {
    if (!item || typeof item !== 'object') continue
    const name = text((item as { name?: unknown }).name)
    const order = (item as { order?: unknown }).order
    if (name) areas.push({ name, order: typeof order === 'number' ? order : 0 })
  }
  return areas.sort((a, b) => b.order - a.order).map((area) => area.name)
}

/** Reads a geocoder answer; null when it names no place at all (open sea, an error body). */
export function parseReverseGeocode(body: unknown): PlaceAddress | null {
  if (!body || typeof body !== 'object') return null
  const data = body as Record<string, unknown>
  const locality = text(data.locality)
  const country = text(data.countryName)
  const areas = administrativeNames(data.localityInfo).filter((name) => name !== country)
  const city = text(data.city) ?? locality
  // Rural points often carry no locality or city: the smallest named area still helps.
  const address = locality ?? city ?? areas[0] ?? text(data.principalSubdivision)
  if (!address && !country) return null
  const parts = [address, city, country].filter((part): part is string => part !== null)
  const distinct = parts.filter((part, index) => parts.indexOf(part) === index)
  return {
    address: address ?? country ?? '',
    city,
    country,
    fullAddress: distinct.join(', '),
    isFallback: false,
  }
}

export async function reverseGeocode(
  latitude: number,
  longitude: number,
  options: { baseUrl?: string | null; fetchImpl?: typeof fetch } = {},
): Promise<PlaceAddress> {
  const base = options.baseUrl === undefined ? reverseGeocodeUrl() : options.baseUrl
  const isOffline = typeof navigator !== 'undefined' && navigator.onLine === false
  if (!base || isOffline) return offlinePlace(latitude, longitude)
  try {
    const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis)
    const response = await fetchImpl(buildReverseGeocodeRequest(base, latitude, longitude), {
      signal: AbortSignal.timeout(REVERSE_GEOCODE_TIMEOUT_MS),
      headers: { Accept: 'application/json' },
      credentials: 'omit',
    })
    if (response.ok) {
      const place = parseReverseGeocode(await response.json())
      if (place) return place
    }
  } catch {
    // Network down, timeout, not JSON: the gazetteer still says roughly where it is.
  }
  return offlinePlace(latitude, longitude)
}
