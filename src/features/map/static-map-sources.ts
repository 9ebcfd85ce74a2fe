import { staticMapPath, staticMapSize } from '@contract/static-map'

/**
 * The URLs of a static map picture (server/contract/static-map.ts) at its natural width and
 * twice that, for `srcset`. One place builds them, so what a list keeps for offline use
 * (LostPetsKeeperHost) is exactly what its cards ask for.
 */

/**
 * The picture's natural width: about a phone's card. Wider frames scale it up (the 2× picture
 * keeps that sharp), narrower ones down.
 */
export const STATIC_MAP_WIDTH_PX = 400

export interface StaticMapSources {
  width: number
  height: number
  src: string
  src2x: string
}

export function staticMapSources(
  position: { latitude: number; longitude: number },
  height: number,
): StaticMapSources {
  const size = staticMapSize(STATIC_MAP_WIDTH_PX, height)
  return {
    ...size,
    src: staticMapPath(position, size.width, size.height),
    src2x: staticMapPath(position, size.width * 2, size.height * 2),
  }
}

/**
 * The picture a browser takes from `src 1x, src2x 2x` on this screen. Between 1 and 2 device
 * pixels per CSS pixel browsers differ in where they switch, so both.
 */
export function sourcesForScreen(sources: StaticMapSources, pixelRatio: number): string[] {
  if (pixelRatio <= 1) return [sources.src]
  if (pixelRatio >= 2) return [sources.src2x]
  return [sources.src, sources.src2x]
}
