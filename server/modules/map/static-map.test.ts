import type { FeatureCollection, MultiLineString, Point } from 'geojson'
import sharp from 'sharp'
import Fastify from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { staticMapPath } from '../../contract/static-map.js'
import { cellCentre } from '../../geo/privacy.js'
import type { PlaceProperties } from './map-places.js'
import { clipRing, StaticMapIndex } from './static-map-index.js'
import { staticMapSvg } from './static-map-svg.js'
import {
  parsePosition,
  parseSize,
  registerStaticMapRoute,
  renderStaticMap,
} from './static-map.routes.js'

/** A small world: one square island around San Salvador, a border across it, three places. */
function smallWorld(): StaticMapIndex {
  const land: FeatureCollection = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-91, 12],
              [-87, 12],
              [-87, 15],
              [-91, 15],
              [-91, 12],
            ],
          ],
        },
      },
    ],
  }
  const borders: FeatureCollection<MultiLineString> = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'MultiLineString',
          coordinates: [
            [
              [-89.24, 12.5],
              [-89.24, 14.5],
            ],
          ],
        },
      },
    ],
  }
  const place = (name: string, longitude: number, latitude: number, rank: 1 | 2 = 2) => ({
    type: 'Feature' as const,
    properties: { name, country: 'SV', rank },
    geometry: { type: 'Point' as const, coordinates: [longitude, latitude] },
  })
  const places: FeatureCollection<Point, PlaceProperties> = {
    type: 'FeatureCollection',
    features: [
      place('San Salvador', -89.18725, 13.68935, 1),
      place('Antiguo Cuscatlán', -89.24, 13.67306),
      place('Santa Ana', -89.55972, 13.99417),
    ],
  }
  return new StaticMapIndex(land, borders, places)
}

describe('static map parameters', () => {
  it('takes degrees within range, anything else is a Spanish 400', () => {
    expect(parsePosition('13.6929,-89.2182')).toEqual({ latitude: 13.6929, longitude: -89.2182 })
    expect(parsePosition('+90,180')).toEqual({ latitude: 90, longitude: 180 })
    for (const bad of ['91,0', '0,181', '13.6,', 'a,b', '1e2,3', '13.6,-89.2,1', 'NaN,0', '']) {
      expect(() => parsePosition(bad), bad).toThrow(/ubicación del mapa no es válida/)
    }
  })

  it('rounds sizes to tens and refuses sizes out of bounds', () => {
    expect(parseSize('394x176.webp')).toEqual({ width: 390, height: 180 })
    expect(parseSize('120x80.webp')).toEqual({ width: 120, height: 80 })
    for (const bad of [
      '119x80.webp',
      '120x79.webp',
      '801x600.webp',
      '800x601.webp',
      '390x180.png',
      '390x180',
    ]) {
      expect(() => parseSize(bad), bad).toThrow(/tamaño del mapa no es válido/)
    }
  })
})

describe('static map drawing', () => {
  const index = smallWorld()

  it('clips a ring to a box', () => {
    const ring = [
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
    ]
    const clipped = clipRing(ring, { west: 1, south: 1, east: 2, north: 5 })
    const xs = clipped.map(([x = 0]) => x)
    const ys = clipped.map(([, y = 0]) => y)
    expect(Math.min(...xs)).toBe(1)
    expect(Math.max(...xs)).toBe(2)
    expect(Math.min(...ys)).toBe(1)
    expect(Math.max(...ys)).toBe(4)
    expect(clipRing(ring, { west: 10, south: 10, east: 11, north: 11 })).toEqual([])
  })

  it('names the nearest place and labels the places in view', () => {
    const centre = cellCentre({ latitude: 13.6929, longitude: -89.2182 })
    const svg = staticMapSvg({ centre, width: 800, height: 600 }, index)
    // Antiguo Cuscatlán is ~3 km from the cell's centre, San Salvador ~3.9 km.
    expect(svg).toContain('Cerca de Antiguo Cuscatlán')
    expect(svg).toMatch(/<text[^>]*>San Salvador<\/text>/)
    // Santa Ana is ~40 km away: out of the picture.
    expect(svg).not.toContain('Santa Ana')
    expect(svg).toContain('© Natural Earth · GeoNames')
  })

  it('draws every point of a cell alike: the picture depends on the cell only', () => {
    const a = staticMapSvg(
      { centre: cellCentre({ latitude: 13.6929, longitude: -89.2182 }), width: 390, height: 180 },
      index,
    )
    const b = staticMapSvg(
      { centre: cellCentre({ latitude: 13.6999, longitude: -89.2265 }), width: 390, height: 180 },
      index,
    )
    expect(a).toBe(b)
  })

  it('renders a WebP of the asked size', async () => {
    const centre = cellCentre({ latitude: 13.6929, longitude: -89.2182 })
    const webp = await renderStaticMap(index, centre, 390, 180)
    const meta = await sharp(webp).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 390, 180])
  })
})

describe('static map route with streets', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('keeps a picture drawn without its streets a minute, then draws the street version', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const index = smallWorld()
    let isHostUp = false
    const app = Fastify()
    registerStaticMapRoute(app, {
      index: () => Promise.resolve(index),
      streets: () =>
        Promise.resolve(
          isHostUp
            ? { features: { areas: [], roads: [], names: [] }, isFallback: false }
            : { features: null, isFallback: true },
        ),
    })
    const url = staticMapPath({ latitude: 13.6929, longitude: -89.2182 }, 390, 180)
    const fallback = await app.inject({ url })
    expect(fallback.headers['cache-control']).toBe('public, max-age=60')

    isHostUp = true
    // Within the minute: the same picture, from memory.
    vi.setSystemTime(Date.now() + 30_000)
    const kept = await app.inject({ url })
    expect(kept.headers.etag).toBe(fallback.headers.etag)

    vi.setSystemTime(Date.now() + 31_000)
    const streets = await app.inject({ url })
    expect(streets.headers['cache-control']).toBe('public, max-age=86400')
    expect(streets.headers.etag).not.toBe(fallback.headers.etag)
    // A street picture stays.
    vi.setSystemTime(Date.now() + 3_600_000)
    expect((await app.inject({ url })).headers.etag).toBe(streets.headers.etag)
    await app.close()
  })
})
