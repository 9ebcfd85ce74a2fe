import type { Market } from './market.js'

/**
 * The runtime configuration the client reads from `GET /api/config` (public, no token), so a
 * deployment changes its basemap or geocoder without rebuilding the client.
 */
export interface ClientConfig {
  /**
   * The MapLibre style to load (MAP_STYLE_URL). Default OpenFreeMap's street style; an
   * operator may name another hosted style or `/map/style.json`, the app's own basemap, which
   * the client also falls back to whenever a hosted style or its tiles cannot load.
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

/**
 * Streets by default: OpenFreeMap's keyless OpenStreetMap vector style. Its tiles, sprites and
 * glyphs all come from this one host (the CSP names it); its TileJSON carries the attribution
 * MapLibre shows: '© OpenFreeMap © OpenMapTiles Data from OpenStreetMap'.
 */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty'
export const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org/reverse'

/**
 * Countries whose every GeoNames place the default style labels: Central America, around the
 * spec's default map centre (San Salvador). Elsewhere only first-level seats are shown (see
 * server/modules/map/map-places.ts).
 */
export const DEFAULT_MAP_PLACES_COUNTRIES = ['GT', 'BZ', 'SV', 'HN', 'NI', 'CR', 'PA'] as const

/** The paths the server answers under `/map/`, for the client and the service worker. */
export const mapPaths = {
  /** the app's own basemap: no internet needed; the fallback of any hosted style */
  style: '/map/style.json',
  /** GeoJSON FeatureCollections: `land`, `borders`, `places` */
  data: (name: MapDataName) => `/map/data/${name}.geojson`,
  /** an operator's archive DATA_DIR/tiles/<name>.pmtiles, read with HTTP Range requests */
  tiles: (name: string) => `/map/tiles/${name}.pmtiles`,
} as const

export const mapDataNames = ['land', 'borders', 'places'] as const
export type MapDataName = (typeof mapDataNames)[number]
