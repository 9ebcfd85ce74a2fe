/**
 * Mapbox Vector Tiles (github.com/mapbox/vector-tile-spec, v2.1) written byte by byte, so tests
 * need no tile-making tool: layers of polygons and lines with string properties, in tile
 * coordinates (0..4096, y down). `coveringPolygonTile` is the simplest: one polygon over the
 * whole tile (a `landuse` of kind `park` paints the tile one known colour in the street style).
 */
export const EXTENT = 4096

export interface MvtFeature {
  type: 'polygon' | 'line'
  /** polygon: rings, exterior clockwise in tile coordinates; line: one or more lines */
  geometry: [number, number][][]
  properties: Record<string, string>
}

export interface MvtLayer {
  name: string
  features: MvtFeature[]
}

function varint(value: number, out: number[]): void {
  let rest = value
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80)
    rest = Math.floor(rest / 0x80)
  }
  out.push(rest)
}

const zigzag = (n: number) => (n << 1) ^ (n >> 31)
/** A protobuf key: field number and wire type (0 varint, 2 length-delimited). */
const key = (field: number, wireType: 0 | 2) => (field << 3) | wireType

function lengthDelimited(field: number, bytes: number[], out: number[]): void {
  varint(key(field, 2), out)
  varint(bytes.length, out)
  out.push(...bytes)
}

function packed(values: number[]): number[] {
  const out: number[] = []
  for (const value of values) varint(value, out)
  return out
}

const command = (id: number, count: number) => (id & 0x7) | (count << 3)

/** MoveTo, LineTo… (ClosePath for a ring), with the cursor carried from one part to the next. */
function geometryCommands(parts: [number, number][][], isPolygon: boolean): number[] {
  const out: number[] = []
  let [x, y] = [0, 0]
  for (const part of parts) {
    const points = isPolygon ? part.slice(0, -1) : part
    const [first, ...rest] = points
    if (!first) continue
    out.push(command(1, 1), zigzag(first[0] - x), zigzag(first[1] - y))
    ;[x, y] = first
    out.push(command(2, rest.length))
    for (const [px, py] of rest) {
      out.push(zigzag(px - x), zigzag(py - y))
      ;[x, y] = [px, py]
    }
    if (isPolygon) out.push(command(7, 1))
  }
  return out
}

function layerBytes(layer: MvtLayer): number[] {
  const keys: string[] = []
  const values: string[] = []
  const index = (list: string[], item: string) => {
    const at = list.indexOf(item)
    return at >= 0 ? at : list.push(item) - 1
  }
  const out: number[] = []
  varint(key(15, 0), out)
  varint(2, out) // version
  lengthDelimited(1, [...Buffer.from(layer.name, 'utf8')], out)
  layer.features.forEach((feature, i) => {
    const bytes: number[] = []
    varint(key(1, 0), bytes)
    varint(i + 1, bytes) // id
    const tags = Object.entries(feature.properties).flatMap(([name, value]) => [
      index(keys, name),
      index(values, value),
    ])
    lengthDelimited(2, packed(tags), bytes)
    varint(key(3, 0), bytes)
    varint(feature.type === 'polygon' ? 3 : 2, bytes) // POLYGON or LINESTRING
    const isPolygon = feature.type === 'polygon'
    lengthDelimited(4, packed(geometryCommands(feature.geometry, isPolygon)), bytes)
    lengthDelimited(2, bytes, out)
  })
  for (const name of keys) lengthDelimited(3, [...Buffer.from(name, 'utf8')], out)
  for (const value of values) {
    const bytes: number[] = []
    lengthDelimited(1, [...Buffer.from(value, 'utf8')], bytes) // string_value
    lengthDelimited(4, bytes, out)
  }
  varint(key(5, 0), out)
  varint(EXTENT, out)
  return out
}

export function mvtTile(layers: MvtLayer[]): Buffer {
  const tile: number[] = []
  for (const layer of layers) lengthDelimited(3, layerBytes(layer), tile)
  return Buffer.from(tile)
}

/** A square a little larger than the tile, clockwise in tile coordinates (y down). */
const COVERING_SQUARE: [number, number][] = [
  [-64, -64],
  [EXTENT + 64, -64],
  [EXTENT + 64, EXTENT + 64],
  [-64, EXTENT + 64],
  [-64, -64],
]

export function coveringPolygonTile(layerName: string, properties: Record<string, string>): Buffer {
  return mvtTile([
    { name: layerName, features: [{ type: 'polygon', geometry: [COVERING_SQUARE], properties }] },
  ])
}
