import type { TileArchives } from './pmtiles-archives.js'

/**
 * Where the static map's streets come from: the vector tiles the interactive map draws.
 *
 * - MAP_STYLE_URL an http(s) style (OpenFreeMap's by default): its first vector source, whose
 *   `tiles` template is given inline or by a TileJSON at its `url`. Every URL on the way
 *   (TileJSON, tiles, redirects) must stay on the style's own origin: a style cannot make this
 *   server fetch from another host.
 * - The app's own style (a path such as /map/style.json), or an external one that failed: the
 *   first vector .pmtiles archive in DATA_DIR/tiles (Protomaps schema), read locally.
 *
 * A resolved remote source is kept for an hour; a failure is remembered for half a minute, so a
 * host that is down costs the next pictures nothing while it stays down.
 */
export interface StreetTileSource {
  /** identifies the tiles (template or archive), for the tile cache */
  id: string
  minZoom: number
  maxZoom: number
  /** one tile's bytes (MVT, maybe gzipped), null where there is no tile; throws on failure */
  tile(z: number, x: number, y: number, signal: AbortSignal): Promise<Uint8Array | null>
}

export interface StreetSources {
  /** The configured style's source, or null when the style is the app's own; may reject. */
  remote(): Promise<StreetTileSource> | null
  /** The first vector archive in DATA_DIR/tiles, if any. */
  local(): Promise<StreetTileSource | null>
}

const SOURCE_TTL_MS = 60 * 60 * 1000
export const SOURCE_RETRY_MS = 30 * 1000
const RESOLVE_TIMEOUT_MS = 2_000
const MAX_JSON_BYTES = 1024 * 1024
const MAX_TILE_BYTES = 4 * 1024 * 1024
const MAX_REDIRECTS = 3

/** A GET on the given origin only (redirects followed by hand, and only there), size-capped. */
export async function fetchOnOrigin(
  url: URL,
  origin: string,
  signal: AbortSignal,
  maxBytes: number,
): Promise<Uint8Array | null> {
  let current = url
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (current.origin !== origin) throw new Error(`${current.href} is not on ${origin}`)
    const response = await fetch(current, { signal, redirect: 'manual' })
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel()
      current = new URL(location, current)
      continue
    }
    if (response.status === 204 || response.status === 404) {
      await response.body?.cancel()
      return null
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw new Error(`${current.href} answered ${response.status}`)
    }
    const length = Number(response.headers.get('content-length') ?? 0)
    if (length > maxBytes) {
      await response.body?.cancel()
      throw new Error(`${current.href} is larger than ${maxBytes} bytes`)
    }
    const bytes = new Uint8Array(await response.arrayBuffer())
    if (bytes.length > maxBytes) throw new Error(`${current.href} is larger than ${maxBytes} bytes`)
    return bytes
  }
  throw new Error(`${url.href}: too many redirects`)
}

async function fetchJson(url: URL, origin: string, signal: AbortSignal): Promise<unknown> {
  const bytes = await fetchOnOrigin(url, origin, signal, MAX_JSON_BYTES)
  if (!bytes) throw new Error(`${url.href} not found`)
  return JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown
}

interface TileSpec {
  tiles?: unknown
  url?: unknown
  minzoom?: unknown
  maxzoom?: unknown
  type?: unknown
}

const zoomOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && value >= 0 && value <= 22 ? Math.floor(value) : fallback

/** The first vector source of a style, as a tile template on the style's origin. */
export async function resolveStyleSource(
  styleUrl: string,
  signal: AbortSignal,
): Promise<StreetTileSource> {
  const base = new URL(styleUrl)
  const origin = base.origin
  const style = (await fetchJson(base, origin, signal)) as { sources?: Record<string, TileSpec> }
  const source = Object.values(style.sources ?? {}).find((spec) => spec.type === 'vector')
  if (!source) throw new Error(`${styleUrl} has no vector source`)
  let spec: TileSpec = source
  let specUrl = base
  if (!Array.isArray(source.tiles) && typeof source.url === 'string') {
    specUrl = new URL(source.url, base)
    spec = (await fetchJson(specUrl, origin, signal)) as TileSpec
  }
  const template: unknown = Array.isArray(spec.tiles) ? (spec.tiles as unknown[])[0] : undefined
  if (typeof template !== 'string') throw new Error(`${specUrl.href} names no tiles`)
  // Resolved as a URL with the placeholders kept, and checked against the origin once here.
  const resolved = new URL(template, specUrl)
  if (resolved.origin !== origin) throw new Error(`${resolved.href} is not on ${origin}`)
  const pattern = decodeURI(resolved.href)
  return {
    id: pattern,
    minZoom: zoomOr(spec.minzoom ?? source.minzoom, 0),
    maxZoom: zoomOr(spec.maxzoom ?? source.maxzoom, 14),
    tile: (z, x, y, tileSignal) =>
      fetchOnOrigin(
        new URL(
          pattern.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)),
        ),
        origin,
        tileSignal,
        MAX_TILE_BYTES,
      ),
  }
}

export function isRemoteStyle(styleUrl: string): boolean {
  return /^https?:\/\//i.test(styleUrl)
}

export function createStreetSources(
  styleUrl: string,
  archives: TileArchives,
  now: () => number = Date.now,
): StreetSources {
  let remote: { source: Promise<StreetTileSource>; until: number } | null = null

  const remoteSource = (): Promise<StreetTileSource> => {
    if (!remote || remote.until <= now()) {
      // Its own time limit, not a picture's: pictures that join it later do not cut it short.
      const source = resolveStyleSource(styleUrl, AbortSignal.timeout(RESOLVE_TIMEOUT_MS))
      const entry = { source, until: now() + SOURCE_TTL_MS }
      remote = entry
      // Shared by the pictures drawn meanwhile; a failure is retried after SOURCE_RETRY_MS.
      source.catch(() => {
        entry.until = now() + SOURCE_RETRY_MS
      })
    }
    return remote.source
  }

  const archiveSource = async (): Promise<StreetTileSource | null> => {
    // Whatever layers it holds: street-features.ts draws those it knows and skips the rest.
    const archive = (await archives.list()).find((candidate) => candidate.kind === 'vector')
    if (!archive) return null
    return {
      id: `pmtiles:${archive.name}:${archive.version}`,
      minZoom: archive.minZoom,
      maxZoom: archive.maxZoom,
      tile: (z, x, y) => archives.tile(archive, z, x, y),
    }
  }

  return {
    remote: () => (isRemoteStyle(styleUrl) ? remoteSource() : null),
    local: () => archiveSource().catch(() => null),
  }
}
