import { nearbyPlace } from '../location'

/**
 * The picker's address for a point (spec §7 'Address lookup for the map picker'): a Nominatim
 * reverse lookup at zoom 18 with address details, read as road, suburb, city and state joined
 * by ', ', else the display name, else 'lat, lng' with 6 decimals. When the geocoder cannot
 * answer (offline, an error, a timeout, turned off) the nearest place of the offline gazetteer
 * names it ('cerca de San Salvador'), and only then the coordinates: never a blank.
 */
export interface PickedAddress {
  address: string
  /**
   * The same place without its road: what may be shown to other people (a pet's place). The
   * road of a pin dropped at home would be the owner's street (issue 13: nobody's home is shown).
   */
  area: string
  city: string | null
  country: string | null
  /** true when no geocoder answered */
  isFallback: boolean
}

export const PICKER_GEOCODE_TIMEOUT_MS = 8_000

/** '13.692900, -89.218200' (§7's last resort for the picker). */
export function coordinatesText(latitude: number, longitude: number): string {
  return `${latitude.toFixed(6)}, ${longitude.toFixed(6)}`
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

/** A Nominatim jsonv2 answer → the address, or null when it names nothing. */
export function parseNominatim(body: unknown): Omit<PickedAddress, 'isFallback'> | null {
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
  const url = new URL(base, globalThis.location?.href ?? 'http://localhost/')
  url.searchParams.set('format', 'jsonv2')
  url.searchParams.set('lat', String(latitude))
  url.searchParams.set('lon', String(longitude))
  url.searchParams.set('zoom', '18')
  url.searchParams.set('addressdetails', '1')
  url.searchParams.set('accept-language', 'es')
  return url
}

async function offlineAddress(latitude: number, longitude: number): Promise<PickedAddress> {
  const near = await nearbyPlace(latitude, longitude)
  if (near) {
    return {
      address: near.fullAddress,
      area: near.fullAddress,
      city: near.city,
      country: near.country,
      isFallback: true,
    }
  }
  // Coordinates shown to others are snapped to their cell by the server (server/geo/privacy.ts).
  return {
    address: coordinatesText(latitude, longitude),
    area: coordinatesText(latitude, longitude),
    city: null,
    country: null,
    isFallback: true,
  }
}

export async function lookUpAddress(
  latitude: number,
  longitude: number,
  options: { geocoderUrl: string; fetchImpl?: typeof fetch; signal?: AbortSignal },
): Promise<PickedAddress> {
  const isOffline = typeof navigator !== 'undefined' && navigator.onLine === false
  if (options.geocoderUrl.trim() !== '' && !isOffline) {
    try {
      const fetchImpl = options.fetchImpl ?? globalThis.fetch.bind(globalThis)
      const timeout = AbortSignal.timeout(PICKER_GEOCODE_TIMEOUT_MS)
      const response = await fetchImpl(
        buildNominatimRequest(options.geocoderUrl, latitude, longitude),
        {
          signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
          headers: { Accept: 'application/json' },
          // Straight to the third party, never with the app's credentials.
          credentials: 'omit',
        },
      )
      if (response.ok) {
        const found = parseNominatim(await response.json())
        if (found) return { ...found, isFallback: false }
      }
    } catch {
      // Network down, timeout, not JSON: the gazetteer still says roughly where it is.
    }
  }
  return offlineAddress(latitude, longitude)
}
