import { gunzipSync } from 'node:zlib'
import { VectorTile, type VectorTileFeature } from '@mapbox/vector-tile'
import { PbfReader } from 'pbf'

/**
 * The street detail of the static map, read from Mapbox Vector Tiles in either schema the app
 * meets: OpenMapTiles (OpenFreeMap's: `transportation` with `class`, `water`, `park`,
 * `landcover`, `building`, `transportation_name`) and Protomaps (an operator's .pmtiles
 * archive: `roads` with `kind`, `water`, `landuse`, `buildings`). Each feature is sorted into
 * the few kinds the picture draws; every other layer and class is ignored.
 *
 * Coordinates are Web Mercator in world units (0..1 from the antimeridian west and from the
 * north edge), so the picture places them at any zoom without trigonometry.
 */
export type AreaKind = 'water' | 'park' | 'building'
export type RoadKind = 'motorway' | 'major' | 'medium' | 'minor' | 'service' | 'path'

/** A ring or a line: x0, y0, x1, y1, … in world units. */
export type Path = number[]

export interface StreetArea {
  kind: AreaKind
  rings: Path[]
}

export interface StreetRoad {
  kind: RoadKind
  lines: Path[]
}

/** A road's name and the line it runs along, for a label. */
export interface RoadName {
  kind: RoadKind
  name: string
  lines: Path[]
}

export interface StreetFeatures {
  areas: StreetArea[]
  roads: StreetRoad[]
  names: RoadName[]
}

export interface TileId {
  z: number
  x: number
  y: number
}

const POLYGON = 3
const LINE = 2

const PARKS = new Set([
  'park',
  'grass',
  'wood',
  'forest',
  'garden',
  'nature_reserve',
  'cemetery',
  'meadow',
  'pitch',
  'playground',
  'recreation_ground',
])

const OPENMAPTILES_ROADS: Record<string, RoadKind> = {
  motorway: 'motorway',
  trunk: 'motorway',
  primary: 'major',
  secondary: 'major',
  tertiary: 'medium',
  minor: 'minor',
  residential: 'minor',
  unclassified: 'minor',
  living_street: 'minor',
  service: 'service',
  track: 'service',
  path: 'path',
  footway: 'path',
  pedestrian: 'path',
}

const PROTOMAPS_ROADS: Record<string, RoadKind> = {
  highway: 'motorway',
  major_road: 'major',
  medium_road: 'medium',
  minor_road: 'minor',
  path: 'path',
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

function areaKind(layer: string, feature: VectorTileFeature): AreaKind | null {
  if (feature.type !== POLYGON) return null
  const props = feature.properties
  switch (layer) {
    case 'water':
      return 'water'
    case 'park':
      return 'park'
    case 'landcover':
    case 'landuse':
      return PARKS.has(text(props.class) || text(props.kind)) ? 'park' : null
    case 'building':
    case 'buildings':
      return 'building'
    default:
      return null
  }
}

function roadKind(layer: string, feature: VectorTileFeature): RoadKind | null {
  if (feature.type !== LINE) return null
  const props = feature.properties
  // Under ground, a road is not where one can walk to look for a pet.
  if (props.brunnel === 'tunnel' || props.is_tunnel === true) return null
  if (layer === 'transportation' || layer === 'transportation_name') {
    return OPENMAPTILES_ROADS[text(props.class)] ?? null
  }
  if (layer === 'roads') {
    const kind = PROTOMAPS_ROADS[text(props.kind)] ?? null
    return kind === 'minor' && props.kind_detail === 'service' ? 'service' : kind
  }
  return null
}

/** MVT bytes as served: a tile host sends them gzipped unless the transfer decoded them. */
function unzipped(bytes: Uint8Array): Uint8Array {
  return bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes
}

/** The features of one tile this picture draws, in world units; unknown layers are skipped. */
export function decodeStreetTile(bytes: Uint8Array, tile: TileId): StreetFeatures {
  const decoded = new VectorTile(new PbfReader(unzipped(bytes)))
  const scale = 2 ** tile.z
  const features: StreetFeatures = { areas: [], roads: [], names: [] }
  for (const [name, layer] of Object.entries(decoded.layers)) {
    const toPaths = (feature: VectorTileFeature): Path[] =>
      feature
        .loadGeometry()
        .map((ring) =>
          ring.flatMap((point) => [
            (tile.x + point.x / layer.extent) / scale,
            (tile.y + point.y / layer.extent) / scale,
          ]),
        )
    for (let i = 0; i < layer.length; i++) {
      const feature = layer.feature(i)
      const area = areaKind(name, feature)
      if (area) {
        features.areas.push({ kind: area, rings: toPaths(feature) })
        continue
      }
      const kind = roadKind(name, feature)
      if (!kind) continue
      const lines = toPaths(feature)
      // OpenMapTiles names roads in a layer of its own, over the same lines; Protomaps on the road.
      const roadName = text(feature.properties.name)
      if (roadName && name !== 'transportation')
        features.names.push({ kind, name: roadName, lines })
      if (name !== 'transportation_name') features.roads.push({ kind, lines })
    }
  }
  return features
}
