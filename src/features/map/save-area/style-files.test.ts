import { expect, test } from 'vitest'
import { styleFiles } from './style-files'

const PAGE = 'http://localhost:3000/pet/1'

test('a style’s GeoJSON URLs, TileJSON and sprite files are the whole files to save', () => {
  const style = {
    version: 8,
    sprite: 'https://sprites.example.org/liberty?key=1',
    sources: {
      land: { type: 'geojson', data: '/map/data/land.geojson' },
      places: { type: 'geojson', data: 'http://localhost:3000/map/data/places.geojson' },
      drawn: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
      tiles: { type: 'vector', url: 'https://tiles.example.org/planet' },
      archive: { type: 'vector', url: 'pmtiles:///map/tiles/calles.pmtiles' },
    },
  }
  expect(styleFiles(style, PAGE, 1)).toEqual([
    'https://sprites.example.org/liberty.json?key=1',
    'https://sprites.example.org/liberty.png?key=1',
    'http://localhost:3000/map/data/land.geojson',
    'http://localhost:3000/map/data/places.geojson',
    'https://tiles.example.org/planet',
  ])
})

test('the Latin glyphs of every font the labels name, as MapLibre asks them', () => {
  const style = {
    glyphs: 'https://tiles.openfreemap.org/fonts/{fontstack}/{range}.pbf',
    sources: {},
    layers: [
      { id: 'water', type: 'fill' },
      { id: 'road', type: 'symbol', layout: { 'text-font': ['Noto Sans Regular'] } },
      { id: 'town', type: 'symbol', layout: { 'text-font': ['Noto Sans Regular'] } },
      { id: 'city', type: 'symbol', layout: { 'text-font': ['literal', ['Noto Sans Bold']] } },
      { id: 'two', type: 'symbol', layout: { 'text-font': ['Open Sans', 'Noto Sans Italic'] } },
      { id: 'chosen', type: 'symbol', layout: { 'text-font': ['get', 'font'] } },
    ],
  }
  expect(styleFiles(style, PAGE, 1)).toEqual([
    'https://tiles.openfreemap.org/fonts/Noto%20Sans%20Regular/0-255.pbf',
    'https://tiles.openfreemap.org/fonts/Noto%20Sans%20Bold/0-255.pbf',
    'https://tiles.openfreemap.org/fonts/Open%20Sans,Noto%20Sans%20Italic/0-255.pbf',
  ])
})

test('a dense screen gets the @2x sprite; several sprites each count', () => {
  const style = {
    sprite: [
      { id: 'a', url: 'https://s.example.org/a' },
      { id: 'b', url: 'https://s.example.org/b' },
    ],
  }
  expect(styleFiles(style, PAGE, 2)).toEqual([
    'https://s.example.org/a@2x.json',
    'https://s.example.org/a@2x.png',
    'https://s.example.org/b@2x.json',
    'https://s.example.org/b@2x.png',
  ])
})

test('anything but a style has no files', () => {
  expect(styleFiles(null, PAGE, 1)).toEqual([])
  expect(styleFiles('style', PAGE, 1)).toEqual([])
})
