import { describe, expect, test } from 'vitest'
import {
  countTiles,
  intersectBox,
  tileRanges,
  tilesIn,
  zoomsToSave,
  type LngLatBox,
} from './tile-math'

describe('tiles covering a box', () => {
  test('the whole world is one tile at zoom 0 and four at zoom 1', () => {
    const world: LngLatBox = [-180, -85.05, 180, 85.05]
    expect(countTiles(tileRanges(world, 0))).toBe(1)
    expect(countTiles(tileRanges(world, 1))).toBe(4)
    expect([...tilesIn(tileRanges(world, 1))]).toEqual([
      { z: 1, x: 0, y: 0 },
      { z: 1, x: 0, y: 1 },
      { z: 1, x: 1, y: 0 },
      { z: 1, x: 1, y: 1 },
    ])
  })

  test("San Salvador's centre at zoom 15 falls inside the tile found for it", () => {
    const point: LngLatBox = [-89.2182, 13.6929, -89.2182, 13.6929]
    const [range] = tileRanges(point, 15)
    expect(range).toEqual({ z: 15, minX: 8263, maxX: 8263, minY: 15125, maxY: 15125 })
    // The tile's corners, by the inverse projection, hold the point.
    const n = 2 ** 15
    const lng = (x: number) => (x / n) * 360 - 180
    const lat = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI
    expect(lng(8263)).toBeLessThanOrEqual(-89.2182)
    expect(lng(8264)).toBeGreaterThan(-89.2182)
    expect(lat(15125)).toBeGreaterThanOrEqual(13.6929)
    expect(lat(15126)).toBeLessThan(13.6929)
  })

  test('a phone-sized view at zoom 15 and the two zooms below it', () => {
    // 390 × 300 px at zoom 15 around the default centre: about 0.0209° × 0.0156°, where a
    // 512-px tile spans 0.011°: 2 or 3 tiles each way.
    const view: LngLatBox = [-89.2287, 13.6851, -89.2077, 13.7007]
    const counts = [15, 16, 17].map((z) => countTiles(tileRanges(view, z)))
    expect(counts[0]).toBeGreaterThanOrEqual(2)
    expect(counts[0]).toBeLessThanOrEqual(9)
    // Each zoom has about four times the tiles of the one before.
    expect(counts[1]! / counts[0]!).toBeGreaterThan(2)
    expect(counts[2]! / counts[1]!).toBeGreaterThan(2.5)
  })

  test('a box across the antimeridian is two ranges', () => {
    const fiji: LngLatBox = [179, -18, -179, -16]
    const ranges = tileRanges(fiji, 4)
    expect(ranges).toEqual([
      { z: 4, minX: 15, maxX: 15, minY: 8, maxY: 8 },
      { z: 4, minX: 0, maxX: 0, minY: 8, maxY: 8 },
    ])
    // MapLibre's wrapped world gives the same box as 179 … 181.
    expect(tileRanges([179, -18, 181, -16], 4)).toEqual(ranges)
  })

  test('latitudes past Web Mercator stay on the edge tiles', () => {
    expect(tileRanges([-10, -89, 10, 89], 2)).toEqual([
      { z: 2, minX: 1, maxX: 2, minY: 0, maxY: 3 },
    ])
  })

  test('a source whose bounds miss the box has nothing to save', () => {
    const view: LngLatBox = [-89.3, 13.6, -89.1, 13.8]
    expect(intersectBox(view, [-90, 13, -88, 14.5])).toEqual(view)
    expect(intersectBox(view, [-89.2, 13.7, -88, 14.5])).toEqual([-89.2, 13.7, -89.1, 13.8])
    expect(intersectBox(view, [0, 0, 10, 10])).toBeNull()
  })
})

describe('zooms to save', () => {
  const vector = { minzoom: 0, maxzoom: 14, tileSize: 512, roundZoom: false }

  test('are the current zoom and two more', () => {
    expect(zoomsToSave(vector, 11.4, 2)).toEqual([11, 12, 13])
  })

  test('stop at the source maxzoom, which MapLibre stretches past it', () => {
    expect(zoomsToSave(vector, 13.2, 2)).toEqual([13, 14])
    expect(zoomsToSave(vector, 15, 2)).toEqual([14])
  })

  test('are one deeper for 256-pixel raster tiles, rounded as MapLibre does', () => {
    const raster = { minzoom: 0, maxzoom: 19, tileSize: 256, roundZoom: true }
    expect(zoomsToSave(raster, 15, 2)).toEqual([16, 17, 18])
    expect(zoomsToSave(raster, 15.6, 2)).toEqual([16, 17, 18, 19])
  })

  test('are none below the source minzoom', () => {
    expect(zoomsToSave({ ...vector, minzoom: 10 }, 5, 2)).toEqual([])
  })
})
