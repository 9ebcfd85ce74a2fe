import { describe, expect, it } from 'vitest'
import { cellCentre } from './privacy-grid.js'
import {
  isProvisionalStaticMap,
  STATIC_MAP_CACHE_CONTROL,
  STATIC_MAP_FALLBACK_CACHE_CONTROL,
  staticMapPath,
  staticMapSize,
} from './static-map.js'

/** The numbers of a static map path: [lat, lon, width, height]. */
function parts(path: string): number[] {
  const match = /^\/map\/static\/(-?[\d.]+),(-?[\d.]+)\/(\d+)x(\d+)\.webp$/.exec(path)
  expect(match, path).not.toBeNull()
  return match!.slice(1).map(Number)
}

describe('staticMapPath', () => {
  it('gives two points of one cell the same URL, built on the cell centre', () => {
    // San Salvador's cell: 13.69–13.70 N, ~0.0103° wide around -89.22290.
    const a = { latitude: 13.6929, longitude: -89.2182 }
    const b = { latitude: 13.6999, longitude: -89.2265 }
    expect(cellCentre(a)).toEqual(cellCentre(b))
    expect(staticMapPath(a, 390, 180)).toBe(staticMapPath(b, 390, 180))
    expect(staticMapPath(a, 390, 180)).toBe('/map/static/13.695,-89.22290/390x180.webp')
  })

  it('never echoes the point, and names a position that snaps back to the same cell', () => {
    // A spread of points over the globe, poles and the antimeridian included.
    for (let i = 0; i < 2000; i++) {
      const point = {
        latitude: -90 + ((i * 7919) % 18_000) / 100 + 0.003713,
        longitude: -180 + ((i * 104_729) % 36_000) / 100 + 0.004219,
      }
      point.latitude = Math.min(90, point.latitude)
      const path = staticMapPath(point, 400, 150)
      const [lat = NaN, lon = NaN] = parts(path)
      const centre = cellCentre(point)
      expect(Math.abs(lat - centre.latitude)).toBeLessThan(1e-9)
      expect(Math.abs(lon - centre.longitude)).toBeLessThan(1e-5)
      expect(cellCentre({ latitude: lat, longitude: lon })).toEqual(centre)
      // Only the centre's digits: 3 decimals of latitude, 5 of longitude, whatever was asked.
      expect(path).toMatch(/^\/map\/static\/-?\d+\.\d{3},-?\d+\.\d{5}\//)
    }
  })

  it('rounds sizes to whole tens within the bounds', () => {
    expect(staticMapSize(394, 176)).toEqual({ width: 390, height: 180 })
    expect(staticMapSize(10, 10)).toEqual({ width: 120, height: 80 })
    expect(staticMapSize(5000, 5000)).toEqual({ width: 800, height: 600 })
    expect(staticMapSize(Number.NaN, Number.POSITIVE_INFINITY)).toEqual({ width: 120, height: 80 })
    const [, , width, height] = parts(staticMapPath({ latitude: 0, longitude: 0 }, 333, 127))
    expect([width, height]).toEqual([330, 130])
  })

  it('tells a fallback picture (to draw again online) from a finished one by its lifetime', () => {
    expect(isProvisionalStaticMap(STATIC_MAP_FALLBACK_CACHE_CONTROL)).toBe(true)
    expect(isProvisionalStaticMap(STATIC_MAP_CACHE_CONTROL)).toBe(false)
    expect(isProvisionalStaticMap(null)).toBe(false)
    expect(isProvisionalStaticMap('no-store')).toBe(false)
    expect(isProvisionalStaticMap('public, s-maxage=10, max-age=86400')).toBe(false)
  })
})
