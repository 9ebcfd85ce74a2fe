/**
 * The map's runtime configuration (GET /api/config: the style URL and the reverse geocoder for
 * the picker). The last answer is remembered in localStorage so a map opened offline uses the
 * same style (which the service worker has cached) instead of the defaults.
 */
export interface MapConfig {
  mapStyleUrl: string
  geocoderUrl: string
}

export const CONFIG_URL = '/api/config'
export const DEFAULT_MAP_CONFIG: MapConfig = {
  mapStyleUrl: '/map/style.json',
  geocoderUrl: 'https://nominatim.openstreetmap.org/reverse',
}
const STORAGE_KEY = 'huellitas.mapConfig'

function readStored(): MapConfig | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY)
    return raw ? parseConfig(JSON.parse(raw)) : null
  } catch {
    return null
  }
}

export function parseConfig(body: unknown): MapConfig | null {
  if (!body || typeof body !== 'object') return null
  const { mapStyleUrl, geocoderUrl } = body as Record<string, unknown>
  if (typeof mapStyleUrl !== 'string' || mapStyleUrl.trim() === '') return null
  return {
    mapStyleUrl,
    // An empty geocoder URL is allowed: the operator turned lookups off (gazetteer only).
    geocoderUrl: typeof geocoderUrl === 'string' ? geocoderUrl : DEFAULT_MAP_CONFIG.geocoderUrl,
  }
}

let loading: Promise<MapConfig> | null = null

/** The configuration, asked once per page; offline, the last answer; never rejects. */
export function loadMapConfig(fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)) {
  loading ??= fetchImpl(CONFIG_URL, { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      const config = response.ok ? parseConfig(await response.json()) : null
      if (!config) throw new Error(`GET ${CONFIG_URL}: ${response.status}`)
      try {
        globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(config))
      } catch {
        // Storage full or denied: the answer still serves this page.
      }
      return config
    })
    .catch(() => {
      loading = null // the network may be back on the next map
      return readStored() ?? DEFAULT_MAP_CONFIG
    })
  return loading
}

/** For tests: forget the page's answer. */
export function resetMapConfig() {
  loading = null
}
