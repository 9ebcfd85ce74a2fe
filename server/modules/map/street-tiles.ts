import { decodeStreetTile, type StreetFeatures, type TileId } from './street-features.js'
import type { StreetSources, StreetTileSource } from './street-source.js'

/**
 * The street detail of one static map: the vector tiles covering the picture, fetched within
 * a time budget and kept in memory, decoded into what the picture draws.
 *
 * The configured style's tiles come first; if they cannot be had in time (host down, hanging,
 * a tile failing), an operator archive's, else none. Whatever is not the configured style's
 * full answer is a fallback: the route keeps it briefly and draws again later, so the street
 * version replaces it once the host answers.
 */
export interface StreetView {
  /** the picture's box in world units (Web Mercator, 0..1) */
  west: number
  north: number
  east: number
  south: number
  /** the picture's zoom (fractional) */
  zoom: number
}

export interface StreetsAnswer {
  features: StreetFeatures | null
  /** true when the configured streets were wanted and not drawn: keep it only a short time */
  isFallback: boolean
}

export interface StreetLoaderOptions {
  /** the whole picture's wait for its tiles, resolution of the style included */
  budgetMs?: number
  /** bytes of tiles kept in memory */
  cacheBytes?: number
}

export const STREETS_BUDGET_MS = 2_000
const CACHE_BYTES = 48 * 1024 * 1024
/** More tiles than this for one picture: a zoom lower (a large picture of a small place). */
const MAX_TILES = 12

/** The tiles at zoom z covering a view. */
function tilesAt(view: StreetView, z: number): TileId[] {
  const n = 2 ** z
  const clamp = (v: number) => Math.max(0, Math.min(n - 1, Math.floor(v * n)))
  const tiles: TileId[] = []
  for (let y = clamp(view.north); y <= clamp(view.south); y++) {
    for (let x = clamp(view.west); x <= clamp(view.east); x++) tiles.push({ z, x, y })
  }
  return tiles
}

/** The tiles a view needs from a source: one zoom above the picture's, within the source's. */
export function tilesFor(view: StreetView, source: Pick<StreetTileSource, 'minZoom' | 'maxZoom'>) {
  let z = Math.max(source.minZoom, Math.min(source.maxZoom, Math.ceil(view.zoom)))
  let tiles = tilesAt(view, z)
  while (tiles.length > MAX_TILES && z > source.minZoom) tiles = tilesAt(view, --z)
  return tiles
}

/** Tile bytes, least recently used out first, bounded by their total size. */
class TileCache {
  private readonly entries = new Map<string, Uint8Array | null>()
  private bytes = 0

  constructor(private readonly maxBytes: number) {}

  get(key: string): Uint8Array | null | undefined {
    const entry = this.entries.get(key)
    if (entry === undefined) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  set(key: string, value: Uint8Array | null): void {
    this.entries.set(key, value)
    this.bytes += value?.length ?? 0
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(oldest)
      this.bytes -= kept?.length ?? 0
    }
  }
}

/** A promise that gives up when the signal does, whatever the work underneath does. */
function until<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(new Error('street tiles: out of time'))
    if (signal.aborted) return stop()
    signal.addEventListener('abort', stop, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop))
  })
}

export function createStreetLoader(sources: StreetSources, options: StreetLoaderOptions = {}) {
  const cache = new TileCache(options.cacheBytes ?? CACHE_BYTES)
  const pending = new Map<string, Promise<Uint8Array | null>>()

  const tileBytes = (source: StreetTileSource, tile: TileId, signal: AbortSignal) => {
    const key = `${source.id}|${tile.z}/${tile.x}/${tile.y}`
    const kept = cache.get(key)
    if (kept !== undefined) return Promise.resolve(kept)
    let fetching = pending.get(key)
    if (!fetching) {
      fetching = source.tile(tile.z, tile.x, tile.y, signal).then((bytes) => {
        cache.set(key, bytes)
        return bytes
      })
      pending.set(key, fetching)
      void fetching.catch(() => undefined).finally(() => pending.delete(key))
    }
    return until(fetching, signal)
  }

  const featuresFrom = async (
    source: StreetTileSource,
    view: StreetView,
    signal: AbortSignal,
  ): Promise<StreetFeatures> => {
    const tiles = tilesFor(view, source)
    const all = await Promise.all(tiles.map((tile) => tileBytes(source, tile, signal)))
    const merged: StreetFeatures = { areas: [], roads: [], names: [] }
    all.forEach((bytes, i) => {
      if (!bytes || bytes.length === 0) return
      const features = decodeStreetTile(bytes, tiles[i]!)
      merged.areas.push(...features.areas)
      merged.roads.push(...features.roads)
      merged.names.push(...features.names)
    })
    return merged
  }

  return {
    async load(view: StreetView): Promise<StreetsAnswer> {
      const signal = AbortSignal.timeout(options.budgetMs ?? STREETS_BUDGET_MS)
      const remote = sources.remote()
      if (remote) {
        try {
          const source = await until(remote, signal)
          return { features: await featuresFrom(source, view, signal), isFallback: false }
        } catch {
          // Down, hanging or broken: the operator's archive, else the app's own basemap.
        }
      }
      const local = await until(sources.local(), signal).catch(() => null)
      if (!local) return { features: null, isFallback: remote !== null }
      try {
        const features = await featuresFrom(local, view, signal)
        return { features, isFallback: remote !== null }
      } catch {
        return { features: null, isFallback: true }
      }
    },
  }
}

export type StreetLoader = ReturnType<typeof createStreetLoader>
