import { mapPaths } from '@contract/map.contract'

/**
 * When a hosted street style (MAP_STYLE_URL, OpenFreeMap's by default) gives way to the app's
 * own basemap (/map/style.json, drawn from data the server ships, no internet needed). The
 * map fails over on what it is told, so it is quick where it matters:
 *
 * - the style document cannot load (offline with nothing cached, no internet: the request
 *   fails at once; a hanging network: the worker gives up after its timeout, and the map
 *   after STYLE_TIMEOUT_MS without a worker);
 * - a tiled source (its TileJSON or a tile) fails before any of its tiles has drawn: the
 *   style came from the worker's cache but the streets of this place never did;
 * - no street tile has drawn after TILES_TIMEOUT_MS: a tile host that hangs never fails, and a
 *   map left blank that long is worse than the simplified one.
 *
 * Once one street tile has drawn, a later failure (panning offline past what is cached) only
 * leaves a gap: switching would throw away the streets already on screen. Pure, unit tested.
 */

/** The style document is a few KB: past this, the network is not going to bring it. */
export const STYLE_TIMEOUT_MS = 10_000
/** From the map's mount: time enough for a few tiles over 2G, not for a blank map. */
export const TILES_TIMEOUT_MS = 20_000

/** The app's own style to fall back to, or null when `styleUrl` already is it. */
export function fallbackStyleUrl(styleUrl: string, pageUrl: string): string | null {
  const own = new URL(mapPaths.style, pageUrl).href
  return new URL(styleUrl, pageUrl).href === own ? null : mapPaths.style
}

export type BasemapEvent =
  | { kind: 'style-loaded' }
  | { kind: 'tile-loaded' }
  /** `isTiledSource`: the error names a vector or raster source (a tile or its TileJSON) */
  | { kind: 'error'; isTiledSource: boolean }
  | { kind: 'style-timeout' }
  | { kind: 'tiles-timeout' }

export class BasemapWatch {
  private isStyleLoaded = false
  private hasTiles = false

  /** Takes one event of the hosted style's map; true when the map should fall back now. */
  shouldFallBack(event: BasemapEvent): boolean {
    switch (event.kind) {
      case 'style-loaded':
        this.isStyleLoaded = true
        return false
      case 'tile-loaded':
        this.hasTiles = true
        return false
      case 'style-timeout':
        return !this.isStyleLoaded
      case 'tiles-timeout':
        return !this.hasTiles
      case 'error':
        // A sprite or glyph that fails after the style loaded costs icons or labels, not the
        // streets: kept.
        if (!this.isStyleLoaded) return true
        return event.isTiledSource && !this.hasTiles
    }
  }
}
