import { describe, expect, test } from 'vitest'
import { ESTIMATED_TILE_BYTES, planSave, tileJobs, tileUrl, type TiledSource } from './save-plan'
import type { LngLatBox } from './tile-math'

const view: LngLatBox = [-89.2287, 13.6851, -89.2077, 13.7007]

const hosted: TiledSource = {
  id: 'openmaptiles',
  type: 'vector',
  minzoom: 0,
  maxzoom: 14,
  tileSize: 512,
  roundZoom: false,
  tiles: {
    kind: 'template',
    templates: ['https://a.example.org/{z}/{x}/{y}.pbf', 'https://b.example.org/{z}/{x}/{y}.pbf'],
    scheme: 'xyz',
  },
}

const archive: TiledSource = {
  id: 'calles',
  type: 'raster',
  minzoom: 0,
  maxzoom: 2,
  tileSize: 256,
  roundZoom: true,
  tiles: { kind: 'pmtiles', archive: 'http://localhost:3000/map/tiles/calles.pmtiles' },
}

describe('planning a save', () => {
  test('counts the tiles of each source at its zooms and estimates their weight', () => {
    const plan = planSave([hosted], view, 12)
    // Zooms 12, 13, 14 of a vector source; the view spans one or two tiles at each.
    expect(plan.zooms).toEqual([12, 14])
    expect(plan.sources[0]?.ranges.map((range) => range.z)).toEqual([12, 13, 14])
    const jobs = [...tileJobs(plan, 1)]
    expect(jobs).toHaveLength(plan.tileCount)
    expect(plan.estimatedBytes).toBe(plan.tileCount * ESTIMATED_TILE_BYTES.vector)
  })

  test('a source stretched past its maxzoom is saved at its maxzoom only', () => {
    const plan = planSave([archive], view, 15)
    const jobs = [...tileJobs(plan, 1)]
    expect(jobs).toEqual([
      {
        kind: 'pmtiles',
        archive: archive.tiles.kind === 'pmtiles' ? archive.tiles.archive : '',
        z: 2,
        x: 1,
        y: 1,
      },
    ])
  })

  test('a source whose bounds miss the view adds nothing', () => {
    const plan = planSave([{ ...hosted, bounds: [0, 0, 10, 10] }], view, 12)
    expect(plan.tileCount).toBe(0)
    expect([...tileJobs(plan, 1)]).toEqual([])
  })
})

describe('tile URLs', () => {
  test('spread over the templates as MapLibre does, TMS flipped', () => {
    const templates = ['https://a.x/{z}/{x}/{y}{ratio}.png', 'https://b.x/{z}/{x}/{y}{ratio}.png']
    expect(tileUrl(templates, 'xyz', { z: 3, x: 2, y: 1 }, 1)).toBe('https://b.x/3/2/1.png')
    expect(tileUrl(templates, 'xyz', { z: 3, x: 2, y: 2 }, 2)).toBe('https://a.x/3/2/2@2x.png')
    expect(tileUrl(templates, 'tms', { z: 3, x: 2, y: 2 }, 1)).toBe('https://a.x/3/2/5.png')
    expect(tileUrl(['https://q.x/{quadkey}'], 'xyz', { z: 3, x: 3, y: 5 }, 1)).toBe(
      'https://q.x/213',
    )
  })
})
