/**
 * What saving an area fetches: for each tiled source of the style, the tiles covering the box
 * at the zooms MapLibre reads it at from the current zoom to MAP_EXTRA_ZOOMS deeper; and the
 * whole files (style, sprites, GeoJSON data). Pure, unit tested; save-area-runner.ts fetches it.
 */
import {
  countTiles,
  intersectBox,
  tileRanges,
  tilesIn,
  zoomsToSave,
  type LngLatBox,
  type TileRange,
  type ZoomSource,
} from './tile-math'

/** Zooms saved past the current one: enough to zoom into streets, not a whole city block. */
export const MAP_EXTRA_ZOOMS = 2

/**
 * What a tile weighs on average, to announce the size before saving: a street-level vector
 * tile (OpenMapTiles/Protomaps at z13–15) ~30–50 KB, a 256–512 px raster PNG/WebP ~15–30 KB.
 * The real bytes are counted while saving and kept in the record.
 */
export const ESTIMATED_TILE_BYTES = { vector: 40_000, raster: 25_000 } as const

export interface TiledSource extends ZoomSource {
  id: string
  type: 'vector' | 'raster'
  /** `https://…/{z}/{x}/{y}.pbf` templates, or the archive of a `pmtiles://` source */
  tiles:
    | { kind: 'template'; templates: string[]; scheme: 'xyz' | 'tms' }
    | { kind: 'pmtiles'; archive: string }
  bounds?: LngLatBox
}

export type TileJob =
  | { kind: 'url'; url: string }
  | { kind: 'pmtiles'; archive: string; z: number; x: number; y: number }

export interface SavePlan {
  box: LngLatBox
  /** the lowest and highest map zoom the area is saved for */
  zooms: readonly [number, number]
  tileCount: number
  estimatedBytes: number
  /** per source, the tile ranges to fetch (tiles are enumerated when fetched) */
  sources: { source: TiledSource; ranges: TileRange[] }[]
}

export function planSave(
  sources: readonly TiledSource[],
  box: LngLatBox,
  mapZoom: number,
): SavePlan {
  const planned = sources.map((source) => {
    const inside = intersectBox(box, source.bounds)
    const ranges = inside
      ? zoomsToSave(source, mapZoom, MAP_EXTRA_ZOOMS).flatMap((z) => tileRanges(inside, z))
      : []
    return { source, ranges }
  })
  let tileCount = 0
  let estimatedBytes = 0
  for (const { source, ranges } of planned) {
    const count = countTiles(ranges)
    tileCount += count
    estimatedBytes += count * ESTIMATED_TILE_BYTES[source.type]
  }
  const zoom = Math.floor(mapZoom)
  return { box, zooms: [zoom, zoom + MAP_EXTRA_ZOOMS], tileCount, estimatedBytes, sources: planned }
}

/** Bing-style quadkey of a tile ({quadkey} in a template). */
function quadkey(z: number, x: number, y: number): string {
  let key = ''
  for (let i = z; i > 0; i--) {
    const mask = 1 << (i - 1)
    key += String((x & mask ? 1 : 0) + (y & mask ? 2 : 0))
  }
  return key
}

/** A tile's URL as MapLibre builds it from a source's templates (TileID.url). */
export function tileUrl(
  templates: readonly string[],
  scheme: 'xyz' | 'tms',
  tile: { z: number; x: number; y: number },
  pixelRatio: number,
): string {
  const template = templates[(tile.x + tile.y) % templates.length] ?? ''
  const y = scheme === 'tms' ? 2 ** tile.z - tile.y - 1 : tile.y
  return template
    .replace(/{prefix}/g, (tile.x % 16).toString(16) + (tile.y % 16).toString(16))
    .replace(/{z}/g, String(tile.z))
    .replace(/{x}/g, String(tile.x))
    .replace(/{y}/g, String(y))
    .replace(/{ratio}/g, pixelRatio > 1 ? '@2x' : '')
    .replace(/{quadkey}/g, quadkey(tile.z, tile.x, tile.y))
}

/** Every tile fetch of a plan, source by source, zoom by zoom. */
export function* tileJobs(plan: SavePlan, pixelRatio: number): Generator<TileJob> {
  for (const { source, ranges } of plan.sources) {
    for (const tile of tilesIn(ranges)) {
      if (source.tiles.kind === 'pmtiles') {
        yield { kind: 'pmtiles', archive: source.tiles.archive, ...tile }
      } else {
        const { templates, scheme } = source.tiles
        yield { kind: 'url', url: tileUrl(templates, scheme, tile, pixelRatio) }
      }
    }
  }
}
