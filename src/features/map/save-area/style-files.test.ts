import { expect, test } from 'vitest'
import { styleFiles } from './style-files'

const PAGE = 'http://localhost:3000/pet/1'

test('a style’s GeoJSON URLs and sprite files are the whole files to save', () => {
  const style = {
    version: 8,
    sprite: 'https://sprites.example.org/liberty?key=1',
    sources: {
      land: { type: 'geojson', data: '/map/data/land.geojson' },
      places: { type: 'geojson', data: 'http://localhost:3000/map/data/places.geojson' },
      drawn: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
      tiles: { type: 'vector', url: 'https://tiles.example.org/planet' },
    },
  }
  expect(styleFiles(style, PAGE, 1)).toEqual([
    'https://sprites.example.org/liberty.json?key=1',
    'https://sprites.example.org/liberty.png?key=1',
    'http://localhost:3000/map/data/land.geojson',
    'http://localhost:3000/map/data/places.geojson',
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
