/**
 * Which requests are the map's. Same-origin ones are known by path (/map/…); a hosted style
 * (MAP_STYLE_URL pointing at OpenFreeMap or a Protomaps build) loads from other hosts, which
 * only the style says: its sprite, glyphs and sources, and the tile templates of the TileJSON
 * documents those sources point at. The worker reads each style and TileJSON it passes on and
 * keeps their origins.
 *
 * Pure: unit tested.
 */
import { STATIC_MAP_PREFIX } from '../../server/contract/static-map'

/** The archive URL inside a `pmtiles://` source URL or tile template. */
export function pmtilesArchiveUrl(url: string): string | null {
  if (!url.startsWith('pmtiles://')) return null
  const rest = url.slice('pmtiles://'.length)
  // A tile template is `pmtiles://<archive>/{z}/{x}/{y}`: the archive ends before the zxy.
  return rest.replace(/\/\{z\}\/\{x\}\/\{y\}.*$/, '')
}

function originOf(url: string, base: string): string | null {
  const archive = pmtilesArchiveUrl(url)
  try {
    // Tile templates hold `{z}` and the like; URL parsing keeps them in the path.
    const parsed = new URL(archive ?? url, base)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null
  } catch {
    return null
  }
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string')
  return []
}

function spriteUrls(sprite: unknown): string[] {
  if (typeof sprite === 'string') return [sprite]
  if (!Array.isArray(sprite)) return []
  return sprite.flatMap((entry: unknown) =>
    typeof entry === 'object' && entry !== null && 'url' in entry ? strings(entry.url) : [],
  )
}

/**
 * The origins a style (or a TileJSON document) loads from, besides `base`'s own: sprite,
 * glyphs, each source's url, tiles and data URL. Anything else JSON yields none.
 */
export function mapOrigins(document: unknown, base: string): string[] {
  if (typeof document !== 'object' || document === null) return []
  const doc = document as Record<string, unknown>
  const urls = [...spriteUrls(doc.sprite), ...strings(doc.glyphs), ...strings(doc.tiles)]
  const sources = doc.sources
  if (typeof sources === 'object' && sources !== null) {
    for (const source of Object.values(sources as Record<string, unknown>)) {
      if (typeof source !== 'object' || source === null) continue
      const spec = source as Record<string, unknown>
      urls.push(...strings(spec.url), ...strings(spec.tiles), ...strings(spec.data))
    }
  }
  const own = originOf(base, base)
  const origins = new Set<string>()
  for (const url of urls) {
    const origin = originOf(url, base)
    if (origin && origin !== own) origins.add(origin)
  }
  return [...origins]
}

/** A .pmtiles archive, wherever it is served from (read by HTTP Range). */
export function isArchivePath(pathname: string): boolean {
  return pathname.endsWith('.pmtiles')
}

/** The app's own map files: its style, its data, sprites, operator archives. */
export function isOwnMapPath(pathname: string): boolean {
  return pathname.startsWith('/map/')
}

/** The app's own style (network first, like any style). */
export function isStylePath(pathname: string): boolean {
  return pathname === '/map/style.json'
}

/** A static map picture (server/contract/static-map.ts): kept in a cache of its own. */
export function isStaticMapPath(pathname: string): boolean {
  return pathname.startsWith(STATIC_MAP_PREFIX) && pathname.endsWith('.webp')
}
