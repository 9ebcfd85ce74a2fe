import type { LayerSpecification } from '@maplibre/maplibre-gl-style-spec'

/**
 * Plain layers for a vector archive in the Protomaps basemap schema (docs.protomaps.com:
 * earth, water, landuse, roads, buildings, boundaries, places…): enough to find a street, not
 * a full cartographic style. A layer is only added when the archive declares its source-layer
 * (metadata.vector_layers); an archive that declares none gets them all, and MapLibre draws
 * nothing for a missing one. The archive's own `places` are not labelled: our GeoNames labels
 * above would say the same twice. Its neighbourhoods are, from zoom 12.
 */
export const STREET_COLORS = {
  earth: '#f7f2ea',
  water: '#a9cfe4',
  park: '#d8ebc8',
  landuse: '#efe7da',
  building: '#e4d9cc',
  roadCasing: '#d9cbbd',
  road: '#ffffff',
  highway: '#fcd9b6',
  boundary: '#a8978a',
  label: '#52525b',
  halo: '#ffffff',
} as const

const FONT = ['Noto Sans Regular']

function roadWidth(major: number, minor: number): unknown[] {
  return [
    'interpolate',
    ['exponential', 1.6],
    ['zoom'],
    10,
    ['match', ['get', 'kind'], ['highway', 'major_road'], major * 0.25, minor * 0.1],
    18,
    ['match', ['get', 'kind'], ['highway', 'major_road'], major * 4, minor * 3],
  ]
}

function layersFor(source: string): Record<string, LayerSpecification[]> {
  const id = (name: string) => `${source}-${name}`
  return {
    earth: [
      {
        id: id('earth'),
        type: 'fill',
        source,
        'source-layer': 'earth',
        paint: { 'fill-color': STREET_COLORS.earth },
      },
    ],
    landuse: [
      {
        id: id('landuse'),
        type: 'fill',
        source,
        'source-layer': 'landuse',
        paint: {
          'fill-color': [
            'match',
            ['get', 'kind'],
            ['park', 'forest', 'wood', 'grass', 'garden', 'nature_reserve', 'cemetery'],
            STREET_COLORS.park,
            STREET_COLORS.landuse,
          ],
        },
      },
    ],
    water: [
      {
        id: id('water'),
        type: 'fill',
        source,
        'source-layer': 'water',
        paint: { 'fill-color': STREET_COLORS.water },
      },
    ],
    buildings: [
      {
        id: id('buildings'),
        type: 'fill',
        source,
        'source-layer': 'buildings',
        minzoom: 14,
        paint: { 'fill-color': STREET_COLORS.building, 'fill-opacity': 0.8 },
      },
    ],
    roads: [
      {
        id: id('roads-casing'),
        type: 'line',
        source,
        'source-layer': 'roads',
        filter: ['!=', ['get', 'kind'], 'path'],
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': STREET_COLORS.roadCasing,
          'line-width': roadWidth(4.5, 3) as never,
        },
      },
      {
        id: id('roads'),
        type: 'line',
        source,
        'source-layer': 'roads',
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': [
            'match',
            ['get', 'kind'],
            'highway',
            STREET_COLORS.highway,
            STREET_COLORS.road,
          ],
          'line-width': roadWidth(3.5, 2) as never,
        },
      },
      {
        id: id('road-labels'),
        type: 'symbol',
        source,
        'source-layer': 'roads',
        minzoom: 14,
        layout: {
          'symbol-placement': 'line',
          'text-field': ['get', 'name'],
          'text-font': FONT,
          'text-size': 12,
        },
        paint: {
          'text-color': STREET_COLORS.label,
          'text-halo-color': STREET_COLORS.halo,
          'text-halo-width': 1.5,
        },
      },
    ],
    boundaries: [
      {
        id: id('boundaries'),
        type: 'line',
        source,
        'source-layer': 'boundaries',
        paint: { 'line-color': STREET_COLORS.boundary, 'line-width': 1, 'line-dasharray': [3, 2] },
      },
    ],
    places: [
      {
        id: id('neighbourhoods'),
        type: 'symbol',
        source,
        'source-layer': 'places',
        minzoom: 12,
        filter: ['in', ['get', 'kind'], ['literal', ['neighbourhood', 'macrohood']]],
        layout: {
          'text-field': ['get', 'name'],
          'text-font': FONT,
          'text-size': 12,
          'text-transform': 'uppercase',
          'text-letter-spacing': 0.05,
        },
        paint: {
          'text-color': STREET_COLORS.label,
          'text-halo-color': STREET_COLORS.halo,
          'text-halo-width': 1.5,
        },
      },
    ],
  }
}

/** Drawing order within the archive, bottom to top. */
const ORDER = ['earth', 'landuse', 'water', 'buildings', 'roads', 'boundaries', 'places']

export function vectorArchiveLayers(
  source: string,
  declared: string[] | null,
): LayerSpecification[] {
  const all = layersFor(source)
  const wanted = declared && declared.length > 0 ? new Set(declared) : null
  return ORDER.filter((name) => !wanted || wanted.has(name)).flatMap((name) => all[name] ?? [])
}
