import {
  DEFAULT_GEOCODER_URL,
  DEFAULT_MAP_STYLE_URL,
  type ClientConfig,
} from '@contract/map.contract'
import { healthEndpoints } from '@contract/health.endpoints'
import { DEFAULT_MARKET, type Market } from '@contract/market'

/**
 * The runtime configuration (GET /api/config: the map style, the reverse geocoder and the
 * market prices are written for), so a deployment changes them without rebuilding the client.
 * Maps, place names and prices read it here. The last answer is remembered in localStorage: offline, a map uses the same style the
 * service worker cached, and a lookup the same geocoder, instead of the defaults.
 */
export type RuntimeConfig = ClientConfig

export const CONFIG_URL = healthEndpoints.config.path
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  mapStyleUrl: DEFAULT_MAP_STYLE_URL,
  geocoderUrl: DEFAULT_GEOCODER_URL,
  market: DEFAULT_MARKET,
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

function parseMarket(value: unknown): Market | null {
  if (!value || typeof value !== 'object') return null
  const { country, locale, currency, timeZone } = value as Record<string, unknown>
  if ([country, locale, currency, timeZone].some((field) => typeof field !== 'string')) return null
  const market = { country, locale, currency, timeZone } as Market
  try {
    // A locale or currency this browser's Intl does not know would throw on every price.
    new Intl.NumberFormat(market.locale, { style: 'currency', currency: market.currency })
    return market
  } catch {
    return null
  }
}

export function parseConfig(body: unknown): RuntimeConfig | null {
  if (!body || typeof body !== 'object') return null
  const { mapStyleUrl, geocoderUrl, market } = body as Record<string, unknown>
  if (typeof mapStyleUrl !== 'string' || mapStyleUrl.trim() === '') return null
  return {
    mapStyleUrl,
    // An empty geocoder URL is allowed: the operator turned lookups off (gazetteer only).
    geocoderUrl: typeof geocoderUrl === 'string' ? geocoderUrl : DEFAULT_GEOCODER_URL,
    // An answer remembered before markets existed reads as the default market.
    market: parseMarket(market) ?? DEFAULT_MARKET,
  }
}

let latest: RuntimeConfig | null = null

/**
 * The market prices are written for, synchronously: this page's answer, else the remembered
 * one, else the default. Signed-in sessions ask for the configuration at start
 * (sync/session-binding.ts), so prices read the deployment's market from the first screen on.
 */
export function currentMarket(): Market {
  latest ??= readStored()
  return latest?.market ?? DEFAULT_MARKET
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
      latest = config
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
  latest = null
}
