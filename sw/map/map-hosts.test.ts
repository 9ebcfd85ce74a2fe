import { describe, expect, test } from 'vitest'
import { staticMapPath } from '../../server/contract/static-map'
import { isOwnMapPath, isStaticMapPath, mapOrigins, pmtilesArchiveUrl } from './map-hosts'

const APP = 'http://localhost:3000/map/style.json'

describe('the hosts a style loads from', () => {
  test('are its sprite, glyphs and sources, not the app itself', () => {
    const style = {
      version: 8,
      sprite: 'https://sprites.example.org/liberty',
      glyphs: 'https://fonts.example.org/{fontstack}/{range}.pbf',
      sources: {
        openmaptiles: { type: 'vector', url: 'https://tiles.example.org/planet' },
        raster: { type: 'raster', tiles: ['https://a.tiles.example.net/{z}/{x}/{y}.png'] },
        land: { type: 'geojson', data: '/map/data/land.json' },
        inline: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
        local: { type: 'raster', url: 'pmtiles://http://localhost:3000/map/tiles/centro.pmtiles' },
        remote: { type: 'vector', url: 'pmtiles://https://archives.example.com/sv.pmtiles' },
      },
      layers: [],
    }
    expect(mapOrigins(style, APP).sort()).toEqual([
      'https://a.tiles.example.net',
      'https://archives.example.com',
      'https://fonts.example.org',
      'https://sprites.example.org',
      'https://tiles.example.org',
    ])
  })

  test('include the tile hosts of a TileJSON document and multi-sprite styles', () => {
    const tileJson = { tilejson: '3.0.0', tiles: ['https://cdn.example.org/v1/{z}/{x}/{y}.pbf'] }
    expect(mapOrigins(tileJson, 'https://tiles.example.org/planet')).toEqual([
      'https://cdn.example.org',
    ])
    const sprites = { sprite: [{ id: 'a', url: 'https://s.example.org/a' }] }
    expect(mapOrigins(sprites, APP)).toEqual(['https://s.example.org'])
  })

  test('are none for anything else', () => {
    expect(mapOrigins(null, APP)).toEqual([])
    expect(mapOrigins([1, 2], APP)).toEqual([])
    expect(mapOrigins({ mapStyleUrl: 'x' }, APP)).toEqual([])
  })
})

test('the archive inside a pmtiles URL or tile template', () => {
  expect(pmtilesArchiveUrl('pmtiles://https://x.org/a.pmtiles')).toBe('https://x.org/a.pmtiles')
  expect(pmtilesArchiveUrl('pmtiles://https://x.org/a.pmtiles/{z}/{x}/{y}')).toBe(
    'https://x.org/a.pmtiles',
  )
  expect(pmtilesArchiveUrl('https://x.org/a.pmtiles')).toBeNull()
})

test('static map pictures are known by path, the URLs the page builds included', () => {
  const path = staticMapPath({ latitude: 13.6929, longitude: -89.2182 }, 400, 130)
  expect(isStaticMapPath(path)).toBe(true)
  // Still one of the map's paths: the map route takes it and sends it to its own cache.
  expect(isOwnMapPath(path)).toBe(true)
  expect(isStaticMapPath('/map/data/land.geojson')).toBe(false)
  expect(isStaticMapPath('/map/style.json')).toBe(false)
})
