import type { StyleSpecification } from 'maplibre-gl'
import { expect, test } from 'vitest'
import { resolveMapUrl, resolveStyleUrls } from './style-urls'

const OWN_STYLE = 'https://huellitas.example/map/style.json'

test('our style’s paths resolve against the style, whatever page loads it', () => {
  const style: StyleSpecification = {
    version: 8,
    sources: {
      land: { type: 'geojson', data: '/map/data/land.geojson', attribution: 'NE' },
      drawn: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
      calles: { type: 'raster', url: 'pmtiles:///map/tiles/calles.pmtiles', tileSize: 256 },
    },
    layers: [{ id: 'water', type: 'background' }],
  }
  const resolved = resolveStyleUrls(style, OWN_STYLE)
  expect(resolved.sources).toEqual({
    land: {
      type: 'geojson',
      data: 'https://huellitas.example/map/data/land.geojson',
      attribution: 'NE',
    },
    drawn: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
    calles: {
      type: 'raster',
      url: 'pmtiles://https://huellitas.example/map/tiles/calles.pmtiles',
      tileSize: 256,
    },
  })
  expect(resolved.layers).toBe(style.layers)
  // The document handed in is left as it was (MapLibre may keep it).
  expect(style.sources.land).toMatchObject({ data: '/map/data/land.geojson' })
})

test('a hosted style’s paths resolve against its host, templates keep their braces', () => {
  const hosted = 'https://tiles.example.org/styles/liberty/style.json'
  const style: StyleSpecification = {
    version: 8,
    sprite: '../../sprites/liberty',
    glyphs: 'fonts/{fontstack}/{range}.pbf',
    sources: {
      openmaptiles: { type: 'vector', tiles: ['/planet/{z}/{x}/{y}.pbf'] },
      absolute: { type: 'vector', url: 'https://tiles.example.org/planet' },
      remote: { type: 'vector', url: 'pmtiles://https://archives.example.com/sv.pmtiles' },
    },
    layers: [],
  }
  const resolved = resolveStyleUrls(style, hosted)
  expect(resolved.sprite).toBe('https://tiles.example.org/sprites/liberty')
  expect(resolved.glyphs).toBe(
    'https://tiles.example.org/styles/liberty/fonts/{fontstack}/{range}.pbf',
  )
  expect(resolved.sources).toEqual({
    openmaptiles: { type: 'vector', tiles: ['https://tiles.example.org/planet/{z}/{x}/{y}.pbf'] },
    absolute: { type: 'vector', url: 'https://tiles.example.org/planet' },
    remote: { type: 'vector', url: 'pmtiles://https://archives.example.com/sv.pmtiles' },
  })
})

test('sprite lists resolve entry by entry; absolute and data URLs pass unchanged', () => {
  const resolved = resolveStyleUrls(
    {
      version: 8,
      sprite: [
        { id: 'a', url: '/map/sprites/a' },
        { id: 'b', url: 'https://s.example.org/b' },
      ],
      sources: {},
      layers: [],
    },
    OWN_STYLE,
  )
  expect(resolved.sprite).toEqual([
    { id: 'a', url: 'https://huellitas.example/map/sprites/a' },
    { id: 'b', url: 'https://s.example.org/b' },
  ])
  expect(resolveMapUrl('data:application/json,{}', OWN_STYLE)).toBe('data:application/json,{}')
  expect(resolveMapUrl('pmtiles://tiles/x.pmtiles', OWN_STYLE)).toBe(
    'pmtiles://https://huellitas.example/map/tiles/x.pmtiles',
  )
})
