import {
  DEFAULT_GEOCODER_URL,
  DEFAULT_MAP_STYLE_URL,
  type ClientConfig,
} from '@contract/map.contract'

/**
 * The runtime configuration (GET /api/config: the map style and the reverse geocoder), so a
 * deployment changes either without rebuilding the client. Maps and place names both read it
 * here. The last answer is remembered in localStorage: offline, a map uses the same style the
 * service worker cached, and a lookup the same geocoder, instead of the defaults.
 */
export type RuntimeConfig = ClientConfig

export const CONFIG_URL = '/api/config'
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  mapStyleUrl: DEFAULT_MAP_STYLE_URL,
  geocoderUrl: DEFAULT_GEOCODER_URL,
}
const STORAGE_KEY = 'huellitas.mapConfig'

function readStored(): RuntimeConfig | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY)
    return raw ? parseConfig(JSON.parse(raw)) : null
  } catch {
    return null
  }
}

export function parseConfig(body: unknown): RuntimeConfig | null {
  if (!body || typeof body !== 'object') return null
  const { mapStyleUrl, geocoderUrl } = body as Record<string, unknown>
  if (typeof mapStyleUrl !== 'string' || mapStyleUrl.trim() === '') return null
  return {
    mapStyleUrl,
    // An empty geocoder URL is allowed: the operator turned lookups off (gazetteer only).
    geocoderUrl: typeof geocoderUrl === 'string' ? geocoderUrl : DEFAULT_GEOCODER_URL,
  }
}

let loading: Promise<RuntimeConfig> | null = null

/** The configuration, asked once per page; offline, the last answer; never rejects. */
export function loadRuntimeConfig(fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)) {
  loading ??= Promise.resolve()
    // Inside the chain, so a fetch that throws at once still ends in the fallback below.
    .then(() => fetchImpl(CONFIG_URL, { headers: { Accept: 'application/json' } }))
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
      loading = null // the network may be back on the next call
      return readStored() ?? DEFAULT_RUNTIME_CONFIG
    })
  return loading
}

/** For tests: forget the page's answer. */
export function resetRuntimeConfig() {
  loading = null
}
