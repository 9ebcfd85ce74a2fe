/**
 * Web Mercator tile arithmetic for saving an area: which tiles of a source cover a box at a
 * zoom, and which zooms MapLibre will ask a source for. Pure, unit tested.
 */

/** West, south, east, north in degrees; west > east when the box crosses the antimeridian. */
export type LngLatBox = readonly [west: number, south: number, east: number, north: number]

export interface TileRange {
  z: number
  minX: number
  maxX: number
  minY: number
  maxY: number
}

export interface Tile {
  z: number
  x: number
  y: number
}

/** Web Mercator stops here; tiles cover nothing beyond. */
const MAX_LATITUDE = 85.0511287798066

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

function tileX(lng: number, z: number): number {
  const n = 2 ** z
  return clamp(Math.floor(((lng + 180) / 360) * n), 0, n - 1)
}

function tileY(lat: number, z: number): number {
  const n = 2 ** z
  const rad = (clamp(lat, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180
  const y = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n
  return clamp(Math.floor(y), 0, n - 1)
}

/** Longitude brought into [-180, 180). */
function wrap(lng: number): number {
  return ((((lng + 180) % 360) + 360) % 360) - 180
}

/**
 * The tile ranges covering `box` at zoom `z`: one, or two when the box crosses the
 * antimeridian. MapLibre's getBounds() may give longitudes past ±180 on a wrapped world.
 */
export function tileRanges(box: LngLatBox, z: number): TileRange[] {
  const [west, south, east, north] = box
  const minY = tileY(north, z)
  const maxY = tileY(south, z)
  if (east - west >= 360) return [{ z, minX: 0, maxX: 2 ** z - 1, minY, maxY }]
  const w = wrap(west)
  // The east edge itself belongs to the tile west of it (a box ending on a tile line).
  const e = wrap(east) === -180 && east > west ? 180 - 1e-9 : wrap(east)
  if (w <= e) return [{ z, minX: tileX(w, z), maxX: tileX(e, z), minY, maxY }]
  return [
    { z, minX: tileX(w, z), maxX: 2 ** z - 1, minY, maxY },
    { z, minX: 0, maxX: tileX(e, z), minY, maxY },
  ]
}

export function countTiles(ranges: readonly TileRange[]): number {
  return ranges.reduce(
    (sum, range) => sum + (range.maxX - range.minX + 1) * (range.maxY - range.minY + 1),
    0,
  )
}

export function* tilesIn(ranges: readonly TileRange[]): Generator<Tile> {
  for (const range of ranges) {
    for (let x = range.minX; x <= range.maxX; x++) {
      for (let y = range.minY; y <= range.maxY; y++) yield { z: range.z, x, y }
    }
  }
}

/** The part of `box` inside `limit` (a source's own bounds), or null when they do not meet. */
export function intersectBox(box: LngLatBox, limit: LngLatBox | undefined): LngLatBox | null {
  if (!limit || box[0] > box[2] || box[2] - box[0] >= 360) return box
  const west = Math.max(box[0], limit[0])
  const south = Math.max(box[1], limit[1])
  const east = Math.min(box[2], limit[2])
  const north = Math.min(box[3], limit[3])
  return west <= east && south <= north ? [west, south, east, north] : null
}

/** MapLibre's tiles are 512 px at zoom z; a source of 256 px tiles is read one zoom deeper. */
function sourceZoom(mapZoom: number, tileSize: number, round: boolean): number {
  const z = mapZoom + Math.log2(512 / tileSize)
  return round ? Math.round(z) : Math.floor(z)
}

export interface ZoomSource {
  minzoom: number
  maxzoom: number
  tileSize: number
  /** raster sources round the zoom, vector ones floor it (MapLibre's coveringZoomLevel) */
  roundZoom: boolean
}

/**
 * The tile zooms a source is read at from map zoom `mapZoom` to `mapZoom + extra`, within the
 * source's zooms (past its maxzoom MapLibre stretches the maxzoom tiles, so those are saved).
 */
export function zoomsToSave(source: ZoomSource, mapZoom: number, extra: number): number[] {
  const from = Math.floor(mapZoom + Math.log2(512 / source.tileSize))
  const to = sourceZoom(mapZoom + extra, source.tileSize, source.roundZoom)
  const zooms = new Set<number>()
  // Below its minzoom a source draws nothing: no tiles to save there.
  for (let z = Math.max(from, source.minzoom); z <= to; z++) zooms.add(Math.min(z, source.maxzoom))
  return [...zooms].sort((a, b) => a - b)
}
