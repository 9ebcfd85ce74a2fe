import { join } from 'node:path'
import { z } from 'zod'
import {
  DEFAULT_GEOCODER_URL,
  DEFAULT_MAP_PLACES_COUNTRIES,
  DEFAULT_MAP_STYLE_URL,
} from '../contract/map.contract.js'
import { matching, type EnvOf } from './env.js'

export interface MapsConfig {
  /** What the client reads from GET /api/config, and where the map's own data lives. */
  map: MapConfig
}

export interface MapConfig {
  /** MAP_STYLE_URL: the basemap style the client loads; default OpenFreeMap's streets (map.contract.ts) */
  styleUrl: string
  /** GEOCODER_URL: the reverse geocoder (Nominatim's /reverse API) the client calls */
  geocoderUrl: string
  /** DATA_DIR/tiles: operator-provided .pmtiles archives served at /map/tiles/ */
  tilesDir: string
  /** MAP_PLACES_COUNTRIES: ISO codes whose every GeoNames place the app's own style labels */
  placesCountries: string[]
}

export const mapsEnv = {
  MAP_STYLE_URL: matching(
    /^(https?:\/\/[^\s]+|\/[^\s]*)$/,
    'MAP_STYLE_URL must be an http(s) URL or a path on this server such as /map/style.json',
  ).default(DEFAULT_MAP_STYLE_URL),
  GEOCODER_URL: matching(
    /^(https?:\/\/[^\s]+|\/[^\s]*)$/,
    'GEOCODER_URL must be an http(s) URL such as https://nominatim.openstreetmap.org/reverse',
  ).default(DEFAULT_GEOCODER_URL),
  MAP_PLACES_COUNTRIES: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      /^[A-Z]{2}(\s*,\s*[A-Z]{2})*$/,
      'MAP_PLACES_COUNTRIES must be a comma-separated list of ISO country codes such as SV,GT,HN',
    )
    .transform((value) => value.split(',').map((code) => code.trim()))
    .optional(),
}

export function readMapsConfig(e: EnvOf<typeof mapsEnv>, dataDir: string): MapsConfig {
  return {
    map: {
      styleUrl: e.MAP_STYLE_URL,
      geocoderUrl: e.GEOCODER_URL,
      tilesDir: join(dataDir, 'tiles'),
      placesCountries: e.MAP_PLACES_COUNTRIES ?? [...DEFAULT_MAP_PLACES_COUNTRIES],
    },
  }
}
