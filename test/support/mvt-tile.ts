/**
 * One Mapbox Vector Tile (github.com/mapbox/vector-tile-spec, v2.1) written byte by byte: a
 * single layer holding one polygon that covers the whole tile, with string properties. Enough
 * for a test to see a vector archive drawn by the street style (a `landuse` of kind `park`
 * paints the tile one known colour) without a tile-making tool.
 */
const EXTENT = 4096

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

/** A square a little larger than the tile, clockwise in tile coordinates (y down): an exterior ring. */
function coveringSquare(): number[] {
  const [min, max] = [-64, EXTENT + 64]
  const corners: [number, number][] = [
    [min, min],
    [max, min],
    [max, max],
    [min, max],
  ]
  const out = [command(1, 1), zigzag(min), zigzag(min), command(2, 3)]
  let [x, y] = corners[0]!
  for (const [cx, cy] of corners.slice(1)) {
    out.push(zigzag(cx - x), zigzag(cy - y))
    ;[x, y] = [cx, cy]
  }
  out.push(command(7, 1))
  return out
}

export function coveringPolygonTile(layerName: string, properties: Record<string, string>): Buffer {
  const keys = Object.keys(properties)
  const feature: number[] = []
  varint(key(1, 0), feature)
  varint(1, feature) // id
  lengthDelimited(2, packed(keys.flatMap((_, index) => [index, index])), feature) // tags
  varint(key(3, 0), feature)
  varint(3, feature) // POLYGON
  lengthDelimited(4, packed(coveringSquare()), feature)

  const layer: number[] = []
  varint(key(15, 0), layer)
  varint(2, layer) // version
  lengthDelimited(1, [...Buffer.from(layerName, 'utf8')], layer)
  lengthDelimited(2, feature, layer)
  for (const name of keys) lengthDelimited(3, [...Buffer.from(name, 'utf8')], layer)
  for (const name of keys) {
    const value: number[] = []
    lengthDelimited(1, [...Buffer.from(properties[name]!, 'utf8')], value) // string_value
    lengthDelimited(4, value, layer)
  }
  varint(key(5, 0), layer)
  varint(EXTENT, layer)

  const tile: number[] = []
  lengthDelimited(3, layer, tile)
  return Buffer.from(tile)
}
