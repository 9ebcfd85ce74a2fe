import type { Market } from './market.js'

/**
 * The runtime configuration the client reads from `GET /api/config` (public, no token), so a
 * deployment changes its basemap or geocoder without rebuilding the client.
 */
export interface ClientConfig {
  /**
   * The MapLibre style to load (MAP_STYLE_URL). Default `/map/style.json`, a path on this
   * origin; an operator may name an absolute URL (a hosted OpenFreeMap or Protomaps style).
   */
  mapStyleUrl: string
  /**
   * Nominatim-compatible reverse geocoder (GEOCODER_URL). The client calls
   * `${geocoderUrl}?format=jsonv2&lat=…&lon=…&zoom=18&addressdetails=1&accept-language=es`.
   */
  geocoderUrl: string
  /** MARKET: how prices are written (contract/market.ts) */
  market: Market
}

export const DEFAULT_MAP_STYLE_URL = '/map/style.json'
export const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org/reverse'

/**
 * Countries whose every GeoNames place the default style labels: Central America, around the
 * spec's default map centre (San Salvador). Elsewhere only first-level seats are shown (see
 * server/modules/map/map-places.ts).
 */
export const DEFAULT_MAP_PLACES_COUNTRIES = ['GT', 'BZ', 'SV', 'HN', 'NI', 'CR', 'PA'] as const

/** The paths the server answers under `/map/`, for the client and the service worker. */
export const mapPaths = {
  style: '/map/style.json',
  /** GeoJSON FeatureCollections: `land`, `borders`, `places` */
  data: (name: MapDataName) => `/map/data/${name}.geojson`,
  /** an operator's archive DATA_DIR/tiles/<name>.pmtiles, read with HTTP Range requests */
  tiles: (name: string) => `/map/tiles/${name}.pmtiles`,
} as const

export const mapDataNames = ['land', 'borders', 'places'] as const
export type MapDataName = (typeof mapDataNames)[number]
