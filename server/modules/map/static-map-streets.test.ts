import type { FeatureCollection, MultiLineString, Point } from 'geojson'
import { describe, expect, it } from 'vitest'
import { EXTENT, mvtTile } from '../../../test/support/mvt-tile.js'
import { cellCentre } from '../../geo/privacy.js'
import type { PlaceProperties } from './map-places.js'
import { StaticMapIndex } from './static-map-index.js'
import { roadWidth, STATIC_STREET_COLORS } from './static-map-streets.js'
import { staticMapSvg, streetViewOf, zoomFor } from './static-map-svg.js'
import { decodeStreetTile } from './street-features.js'
import type { StreetSources, StreetTileSource } from './street-source.js'
import { createStreetLoader, tilesFor } from './street-tiles.js'

/** No land, no borders, one place: the picture's basemap is out of the way of the streets. */
function emptyWorld(): StaticMapIndex {
  const none: FeatureCollection<MultiLineString> = { type: 'FeatureCollection', features: [] }
  const places: FeatureCollection<Point, PlaceProperties> = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { name: 'San Salvador', country: 'SV', rank: 1 },
        geometry: { type: 'Point', coordinates: [-89.18725, 13.68935] },
      },
    ],
  }
  return new StaticMapIndex({ type: 'FeatureCollection', features: [] }, none, places)
}

const view = {
  centre: cellCentre({ latitude: 13.6929, longitude: -89.2182 }),
  width: 390,
  height: 160,
}

/**
 * A tile of the picture, with a primary road running straight across it at a quarter of the
 * picture's height, a lake, and a layer nobody draws.
 */
function roadTile() {
  const streetView = streetViewOf(view)
  const roadY = streetView.north + (streetView.south - streetView.north) / 4
  // The first tile of the row the road runs through.
  const [tile] = tilesFor(
    { ...streetView, north: roadY, south: roadY },
    { minZoom: 0, maxZoom: 14 },
  )
  const { z, y } = tile!
  const rowInTile = Math.round((roadY * 2 ** z - y) * EXTENT)
  const bytes = mvtTile([
    {
      name: 'transportation',
      features: [
        {
          type: 'line',
          geometry: [
            [
              [0, rowInTile],
              [EXTENT, rowInTile],
            ],
          ],
          properties: { class: 'primary' },
        },
        {
          type: 'line',
          geometry: [
            [
              [0, 0],
              [EXTENT, EXTENT],
            ],
          ],
          properties: { class: 'rail' },
        },
      ],
    },
    {
      name: 'transportation_name',
      features: [
        {
          type: 'line',
          geometry: [
            [
              [0, rowInTile],
              [EXTENT, rowInTile],
            ],
          ],
          properties: { class: 'primary', name: 'Bulevar de los Héroes' },
        },
      ],
    },
    {
      name: 'water',
      features: [
        {
          type: 'polygon',
          geometry: [
            [
              [2048, rowInTile + 100],
              [2600, rowInTile + 100],
              [2600, rowInTile + 600],
              [2048, rowInTile + 600],
              [2048, rowInTile + 100],
            ],
          ],
          properties: { class: 'lake' },
        },
      ],
    },
    {
      name: 'poi',
      features: [
        {
          type: 'line',
          geometry: [
            [
              [0, 10],
              [EXTENT, 10],
            ],
          ],
          properties: { class: 'primary' },
        },
      ],
    },
  ])
  return { bytes, tile: tile!, rowInTile, streetView }
}

describe('street tiles on the static map', () => {
  it('decodes roads, water and names by schema, and skips unknown layers and classes', () => {
    const { bytes, tile } = roadTile()
    const features = decodeStreetTile(bytes, tile)
    // The rail line and the `poi` layer are not drawn.
    expect(features.roads.map((road) => road.kind)).toEqual(['major'])
    expect(features.areas.map((area) => area.kind)).toEqual(['water'])
    expect(features.names.map((name) => name.name)).toEqual(['Bulevar de los Héroes'])
  })

  it('draws the road where it is, under the area and the caption', () => {
    const { bytes, tile } = roadTile()
    const svg = staticMapSvg(view, emptyWorld(), decodeStreetTile(bytes, tile))
    const zoom = zoomFor(view)
    const road = new RegExp(
      `<path [^>]*stroke="${STATIC_STREET_COLORS.major}" stroke-width="${roadWidth('major', zoom)}" d="([^"]+)"/>`,
    ).exec(svg)
    expect(road).not.toBeNull()
    const points = [...road![1]!.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ])
    expect(points).toHaveLength(2)
    for (const [, y] of points) expect(Math.abs(y! - view.height / 4)).toBeLessThan(0.6)
    // The tile's west and east edges, 256 px at the tile's zoom, scaled to the picture's.
    const tileWidth = 256 * 2 ** (zoom - tile.z)
    expect(points[1]![0]! - points[0]![0]!).toBeCloseTo(tileWidth, 0)
    // Streets first, then the area and the caption on top; the water is drawn; the credit names OSM.
    expect(svg.indexOf(road![0])).toBeLessThan(svg.indexOf('<circle'))
    expect(svg.indexOf('<circle')).toBeLessThan(svg.indexOf('Cerca de San Salvador'))
    expect(svg).toContain(`<path fill="${STATIC_STREET_COLORS.water}"`)
    expect(svg).toContain('© OpenStreetMap · GeoNames')
    expect(svg).not.toContain('stroke-dasharray="5 3" d="M') // no borders in this world
  })

  it('draws the app’s own basemap alone when there are no streets', () => {
    const svg = staticMapSvg(view, emptyWorld(), null)
    expect(svg).not.toContain(STATIC_STREET_COLORS.major)
    expect(svg).toContain('© Natural Earth · GeoNames')
  })
})

describe('street tile loader', () => {
  const { bytes, tile, streetView } = roadTile()
  const answering = (calls: string[]): StreetTileSource => ({
    id: 'stand-in',
    minZoom: 0,
    maxZoom: 14,
    tile: (z, x, y) => {
      calls.push(`${z}/${x}/${y}`)
      return Promise.resolve(z === tile.z && x === tile.x && y === tile.y ? bytes : null)
    },
  })

  it('draws the configured streets and keeps their tiles: a repeat fetches nothing', async () => {
    const calls: string[] = []
    const source = answering(calls)
    const sources: StreetSources = {
      remote: () => Promise.resolve(source),
      local: () => Promise.resolve(null),
    }
    const loader = createStreetLoader(sources)
    const first = await loader.load(streetView)
    expect(first.isFallback).toBe(false)
    expect(first.features?.roads).toHaveLength(1)
    expect(calls.length).toBe(tilesFor(streetView, source).length)
    const again = await loader.load(streetView)
    expect(again.features?.roads).toHaveLength(1)
    expect(calls.length).toBe(tilesFor(streetView, source).length)
  })

  it('gives up on a hanging host within the budget: no streets, a fallback', async () => {
    const hanging: StreetTileSource = {
      id: 'hanging',
      minZoom: 0,
      maxZoom: 14,
      tile: () => new Promise(() => undefined),
    }
    const sources: StreetSources = {
      remote: () => Promise.resolve(hanging),
      local: () => Promise.resolve(null),
    }
    const loader = createStreetLoader(sources, { budgetMs: 150 })
    const startedAt = Date.now()
    const answer = await loader.load(streetView)
    expect(Date.now() - startedAt).toBeLessThan(1_000)
    expect(answer).toEqual({ features: null, isFallback: true })
  })

  it('falls back to the operator’s archive when the style cannot be resolved', async () => {
    const calls: string[] = []
    const sources: StreetSources = {
      remote: () => Promise.reject(new Error('down')),
      local: () => Promise.resolve(answering(calls)),
    }
    const answer = await createStreetLoader(sources).load(streetView)
    expect(answer.features?.roads).toHaveLength(1)
    expect(answer.isFallback).toBe(true)
  })

  it('with the app’s own style and no archive, the basemap alone is the whole answer', async () => {
    const sources: StreetSources = { remote: () => null, local: () => Promise.resolve(null) }
    expect(await createStreetLoader(sources).load(streetView)).toEqual({
      features: null,
      isFallback: false,
    })
  })
})
