import { createRequire } from 'node:module'
import type { FeatureCollection, MultiLineString } from 'geojson'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'

/**
 * Land and country borders for the app's own style, from Natural Earth through the `world-atlas`
 * package (converted from TopoJSON once, at first request).
 *
 * Resolution: 1:50m. The 1:110m shapes lose small islands and the Gulf of Fonseca; 1:10m
 * weighs ~2.2 MB gzipped for land alone, too much for the poor networks the app serves. 1:50m
 * is coarse at street zooms (a coastline a few hundred metres off), which is what a pmtiles
 * archive (DATA_DIR/tiles) is for. Coordinates are rounded to 0.001°, finer than world-atlas's
 * own quantization at 50m (0.0036° × 0.0017°), so nothing is lost. Sizes: land ~1.0 MB raw,
 * ~335 KB gzip, ~212 KB brotli; borders ~305 KB raw, ~106 KB gzip, ~65 KB brotli.
 */
const require = createRequire(import.meta.url)

const COORDINATE_PRECISION = 1000

interface WorldAtlas extends Topology {
  objects: { land?: GeometryCollection; countries?: GeometryCollection }
}

function loadTopology(file: string): WorldAtlas {
  return require(`world-atlas/${file}`) as WorldAtlas
}

/** JSON with every number rounded to COORDINATE_PRECISION (GeoJSON here holds only coordinates). */
export function toRoundedJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'number'
      ? Math.round(item * COORDINATE_PRECISION) / COORDINATE_PRECISION
      : item,
  )
}

/** Every landmass as one feature (fill). */
export function landGeoJson(): FeatureCollection {
  const topology = loadTopology('land-50m.json')
  const land = topology.objects.land
  if (!land) throw new Error('world-atlas land-50m.json has no "land" object')
  return feature(topology, land)
}

/**
 * Borders between countries as lines (a mesh of the shared arcs only): drawing each
 * country's outline would draw every border twice and outline every coast.
 */
export function bordersGeoJson(): FeatureCollection<MultiLineString> {
  const topology = loadTopology('countries-50m.json')
  const countries = topology.objects.countries
  if (!countries) throw new Error('world-atlas countries-50m.json has no "countries" object')
  const borders = mesh(topology, countries, (a, b) => a !== b)
  return {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: { kind: 'country' }, geometry: borders }],
  }
}
