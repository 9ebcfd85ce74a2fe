import type { StyleSpecification } from 'maplibre-gl'

/**
 * A style's URLs made absolute against the style's own URL, as MapLibre needs them: it
 * fetches GeoJSON in its worker (where a path resolves against the worker script) and hands
 * `pmtiles://` URLs to the protocol as they are. Our own style names paths only, never an
 * origin (server map-style.ts), so it is one document for every name the app is reached by;
 * a hosted style's absolute URLs pass unchanged. Given to MapLibre as `transformStyle`, so
 * getStyle() (and the area saver reading it) sees the resolved URLs too. Pure, unit tested.
 */

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i
const PMTILES = 'pmtiles://'

/**
 * One URL or template resolved. The URL parser percent-encodes braces in a path, which would
 * hide `{z}/{x}/{y}`, `{fontstack}` or `{range}` from MapLibre's substitution: they are put
 * back. `pmtiles://` + a path resolves the path; `pmtiles://https://…` is left alone.
 */
export function resolveMapUrl(url: string, base: string): string {
  if (url.startsWith(PMTILES)) {
    const archive = url.slice(PMTILES.length)
    return HAS_SCHEME.test(archive) ? url : `${PMTILES}${resolveMapUrl(archive, base)}`
  }
  if (HAS_SCHEME.test(url)) return url
  return new URL(url, base).href.replace(/%7B/gi, '{').replace(/%7D/gi, '}')
}

type Sprite = StyleSpecification['sprite']

function resolveSprite(sprite: Sprite, base: string): Sprite {
  if (typeof sprite === 'string') return resolveMapUrl(sprite, base)
  return sprite?.map((entry) => ({ ...entry, url: resolveMapUrl(entry.url, base) }))
}

export function resolveStyleUrls(style: StyleSpecification, styleUrl: string): StyleSpecification {
  const resolve = (url: string) => resolveMapUrl(url, styleUrl)
  const sources: StyleSpecification['sources'] = {}
  for (const [id, source] of Object.entries(style.sources)) {
    const copy = { ...source } as Record<string, unknown>
    if (typeof copy.url === 'string') copy.url = resolve(copy.url)
    if (Array.isArray(copy.tiles)) copy.tiles = copy.tiles.map((t) => resolve(String(t)))
    if (Array.isArray(copy.urls)) copy.urls = copy.urls.map((u) => resolve(String(u)))
    if (copy.type === 'geojson' && typeof copy.data === 'string') copy.data = resolve(copy.data)
    sources[id] = copy as unknown as StyleSpecification['sources'][string]
  }
  return {
    ...style,
    sources,
    ...(style.sprite === undefined ? {} : { sprite: resolveSprite(style.sprite, styleUrl) }),
    ...(style.glyphs === undefined ? {} : { glyphs: resolve(style.glyphs) }),
  }
}

/** MapLibre's `transformStyle` for a style loaded from `styleUrl` (itself maybe a path). */
export function styleUrlResolver(
  styleUrl: string,
): (previous: StyleSpecification | undefined, next: StyleSpecification) => StyleSpecification {
  const base = new URL(styleUrl, window.location.href).href
  return (_previous, next) => resolveStyleUrls(next, base)
}
