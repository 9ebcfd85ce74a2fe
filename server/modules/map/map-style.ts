import type {
  LayerSpecification,
  SourceSpecification,
  StyleSpecification,
} from '@maplibre/maplibre-gl-style-spec'
import { mapPaths } from '../../contract/map.contract.js'
import type { TileArchive } from './pmtiles-archives.js'
import { vectorArchiveLayers } from './vector-layers.js'

/**
 * The app's own basemap style (MapLibre style v8), what a map shows when the street style
 * cannot load and what an operator self-hosting a .pmtiles file points MAP_STYLE_URL at;
 * built per request from what this server holds: Natural Earth land and borders, GeoNames
 * places, and any operator archives in DATA_DIR/tiles through the `pmtiles://` protocol (the
 * client registers pmtiles' Protocol).
 *
 * No `glyphs`: MapLibre ≥ 5.11 then draws labels with the device's local fonts, so the map
 * needs no glyph server and labels offline; `text-font` is then only a hint. No sprite either:
 * place dots are circles.
 *
 * Layer order, bottom to top: water (background), land, street-level archives, country
 * borders, place dots, place labels — archives sit above our coarse land and below our labels.
 * Colours follow the app: warm land, the brand orange (#c8460c, styles.css) for places.
 */
export const NATURAL_EARTH_ATTRIBUTION =
  '<a href="https://www.naturalearthdata.com">Natural Earth</a>'
export const GEONAMES_ATTRIBUTION = '<a href="https://www.geonames.org">GeoNames</a> (CC BY 4.0)'
export const OSM_ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright">colaboradores de OpenStreetMap</a>'

export const MAP_COLORS = {
  water: '#cfe3ee',
  land: '#f7f2ea',
  border: '#a8978a',
  place: '#c8460c',
  placeHalo: '#ffffff',
  label: '#3f3f46',
} as const

/** The spec's default centre (San Salvador) and zoom. */
const DEFAULT_CENTER: [number, number] = [-89.2182, 13.6929]
const DEFAULT_ZOOM = 15

const LABEL_FONT = ['Noto Sans Regular']

export function archiveSourceId(archive: TileArchive): string {
  return `pmtiles-${archive.name}`
}

function archiveAttribution(archive: TileArchive): string {
  const own = archive.attribution?.trim()
  if (own && /openstreetmap/i.test(own)) return own
  return own ? `${own}; ${OSM_ATTRIBUTION}` : OSM_ATTRIBUTION
}

function archiveSource(archive: TileArchive): SourceSpecification {
  const url = `pmtiles://${mapPaths.tiles(archive.name)}`
  const attribution = archiveAttribution(archive)
  return archive.kind === 'raster'
    ? { type: 'raster', url, tileSize: archive.tileSize, attribution }
    : { type: 'vector', url, attribution }
}

function archiveLayers(archive: TileArchive): LayerSpecification[] {
  const source = archiveSourceId(archive)
  if (archive.kind === 'raster') {
    return [{ id: `${source}-raster`, type: 'raster', source }]
  }
  return vectorArchiveLayers(source, archive.vectorLayers)
}

/**
 * Every URL in the style is a path on this server (`/map/data/…`, `pmtiles:///map/tiles/…`),
 * never an origin: the document is the same whatever name the page was reached by (a
 * PUBLIC_URL or Host in it would send a page opened under another name cross-origin, where
 * the CSP's connect-src 'self' refuses it), so any cache may share it. The client resolves
 * them against the style's own URL before MapLibre sees them (src/features/map/style-urls.ts):
 * MapLibre fetches GeoJSON in its worker and hands `pmtiles://` URLs to the protocol, where a
 * path would resolve against the wrong document.
 */
export function buildMapStyle(archives: TileArchive[]): StyleSpecification {
  const sources: Record<string, SourceSpecification> = {
    land: {
      type: 'geojson',
      data: mapPaths.data('land'),
      attribution: NATURAL_EARTH_ATTRIBUTION,
    },
    borders: { type: 'geojson', data: mapPaths.data('borders') },
    places: {
      type: 'geojson',
      data: mapPaths.data('places'),
      attribution: GEONAMES_ATTRIBUTION,
    },
  }
  for (const archive of archives) sources[archiveSourceId(archive)] = archiveSource(archive)

  const layers: LayerSpecification[] = [
    { id: 'water', type: 'background', paint: { 'background-color': MAP_COLORS.water } },
    { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': MAP_COLORS.land } },
    ...archives.flatMap(archiveLayers),
    {
      id: 'country-borders',
      type: 'line',
      source: 'borders',
      paint: {
        'line-color': MAP_COLORS.border,
        'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.6, 10, 1.6],
        'line-dasharray': [3, 2],
      },
    },
    {
      id: 'place-dots',
      type: 'circle',
      source: 'places',
      // Seats (rank 1) from afar, every place of the detailed region from zoom 8; the dot goes
      // away at street zooms where the label alone marks the town.
      filter: ['any', ['==', ['get', 'rank'], 1], ['>=', ['zoom'], 8]],
      maxzoom: 14,
      paint: {
        'circle-color': MAP_COLORS.place,
        'circle-radius': ['interpolate', ['linear'], ['zoom'], 3, 2, 12, 4],
        'circle-stroke-color': MAP_COLORS.placeHalo,
        'circle-stroke-width': 1,
      },
    },
    {
      id: 'place-labels',
      type: 'symbol',
      source: 'places',
      filter: ['any', ['==', ['get', 'rank'], 1], ['>=', ['zoom'], 8]],
      minzoom: 4,
      layout: {
        'text-field': ['get', 'name'],
        'text-font': LABEL_FONT,
        'text-size': ['interpolate', ['linear'], ['zoom'], 4, 11, 12, 14],
        'text-anchor': 'top',
        'text-offset': [0, 0.5],
        'symbol-sort-key': ['get', 'rank'],
      },
      paint: {
        'text-color': MAP_COLORS.label,
        'text-halo-color': MAP_COLORS.placeHalo,
        'text-halo-width': 1.5,
      },
    },
  ]

  return {
    version: 8,
    name: 'Huellitas',
    center: DEFAULT_CENTER,
    zoom: DEFAULT_ZOOM,
    sources,
    layers,
  }
}
