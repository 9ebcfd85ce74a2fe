import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import net, { type AddressInfo, type Socket } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staticMapPath } from '../../server/contract/static-map.js'
import { cellCentre } from '../../server/geo/privacy.js'
import { MAP_COLORS } from '../../server/modules/map/map-style.js'
import { STATIC_STREET_COLORS } from '../../server/modules/map/static-map-streets.js'
import { streetViewOf } from '../../server/modules/map/static-map-svg.js'
import { STREETS_BUDGET_MS } from '../../server/modules/map/street-tiles.js'
import { hexColor, type Rgb } from '../support/map-e2e.js'
import { EXTENT, type MvtLayer } from '../support/mvt-tile.js'
import { writePmtilesFixture } from '../support/pmtiles-fixture.js'
import { startServer, type RunningServer } from '../support/server-process.js'
import { startStreetHost, type StreetHost } from '../support/street-host.js'

/**
 * The static map's streets come from the configured style's vector tiles (real server
 * process, MAP_STYLE_URL at a stand-in host on this machine: no internet needed). The stand-in
 * draws one motorway straight across the picture at a quarter of its height; the picture must
 * show it there. With the host hanging or down, the picture still comes within the budget, as
 * the app's own basemap, kept only a minute.
 */
const POINT = { latitude: 13.6929, longitude: -89.2182 }
const [WIDTH, HEIGHT] = [800, 300]
const ROAD_ROW = HEIGHT / 4
const MOTORWAY = hexColor(STATIC_STREET_COLORS.motorway)
const WATER = hexColor(MAP_COLORS.water)
const PARK = hexColor(STATIC_STREET_COLORS.park)
/** Drawing the WebP adds to the budget; generous for a loaded machine. */
const ANSWER_LIMIT_MS = STREETS_BUDGET_MS + 2_500
/**
 * A server's first picture also builds the basemap index (the places, ~0.5 s alone, several
 * seconds on a busy machine). Without the budget a hanging host would hold the answer for
 * five minutes (the HTTP client's headers timeout), so this still tells the budget apart.
 */
const FIRST_ANSWER_LIMIT_MS = STREETS_BUDGET_MS + 15_000

/** The tile rows that hold the road, with the road's row inside each. */
function roadLayers(z: number, _x: number, y: number): MvtLayer[] {
  const view = streetViewOf({ centre: cellCentre(POINT), width: WIDTH, height: HEIGHT })
  const roadY = view.north + ((view.south - view.north) * ROAD_ROW) / HEIGHT
  if (Math.floor(roadY * 2 ** z) !== y) return []
  const row = Math.round((roadY * 2 ** z - y) * EXTENT)
  const across: [number, number][][] = [
    [
      [-64, row],
      [EXTENT + 64, row],
    ],
  ]
  return [
    {
      name: 'transportation',
      features: [{ type: 'line', geometry: across, properties: { class: 'motorway' } }],
    },
  ]
}

async function get(baseUrl: string, path: string) {
  const startedAt = Date.now()
  const response = await fetch(`${baseUrl}${path}`)
  const body = Buffer.from(await response.arrayBuffer())
  return { response, body, ms: Date.now() - startedAt }
}

/** Share of the picture's pixels along a row that are within `tolerance` of a colour. */
async function rowShare(webp: Buffer, row: number, color: Rgb, tolerance = 28): Promise<number> {
  const { data, info } = await sharp(webp).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  let matching = 0
  let all = 0
  // The right half: the caption is top left, the area in the middle.
  for (let x = Math.round(info.width * 0.55); x < info.width - 4; x++) {
    const i = (row * info.width + x) * info.channels
    all++
    if (
      Math.abs(data[i]! - color.r) <= tolerance &&
      Math.abs(data[i + 1]! - color.g) <= tolerance &&
      Math.abs(data[i + 2]! - color.b) <= tolerance
    ) {
      matching++
    }
  }
  return matching / all
}

describe('static map streets from the configured style', () => {
  let host: StreetHost
  let server: RunningServer

  beforeAll(async () => {
    host = await startStreetHost(roadLayers)
    server = await startServer({ env: { MAP_STYLE_URL: host.styleUrl } })
  }, 60_000)

  afterAll(async () => {
    await server?.stop()
    await host?.close()
  })

  it('draws the road where the tiles have it, cached a day', async () => {
    const { response, body } = await get(server.baseUrl, staticMapPath(POINT, WIDTH, HEIGHT))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    await sharp(body).png().toFile('/tmp/static-map-streets.png')
    expect(await rowShare(body, ROAD_ROW, MOTORWAY)).toBeGreaterThan(0.8)
    // Beside the road, land: the road is a line, not a wash of colour.
    expect(await rowShare(body, ROAD_ROW + 20, MOTORWAY)).toBeLessThan(0.05)
    expect(host.tilesServed.length).toBeGreaterThan(0)
  })

  it('draws the cell, not the point: two points of one cell give the same bytes', async () => {
    const tilesBefore = host.tilesServed.length
    const first = await get(server.baseUrl, '/map/static/13.6929,-89.2182/800x300.webp')
    const second = await get(server.baseUrl, '/map/static/13.6999,-89.2265/800x300.webp')
    expect([first.response.status, second.response.status]).toEqual([200, 200])
    expect(first.body.equals(second.body)).toBe(true)
    expect(first.response.headers.get('etag')).toBe(second.response.headers.get('etag'))
    // The picture was kept: no tile asked again.
    expect(host.tilesServed.length).toBe(tilesBefore)
  })

  it.each(['hang', 'down'] as const)(
    'with the tile host %s: the own basemap within the budget, kept a minute',
    async (mode) => {
      host.setMode(mode)
      try {
        // A size not drawn yet, so its tiles are asked for (a zoom the stand-in has no road at).
        const size = mode === 'hang' ? [600, 400] : [300, 600]
        const path = staticMapPath({ latitude: 14.3, longitude: -89.5 }, size[0]!, size[1]!)
        const { response, body, ms } = await get(server.baseUrl, path)
        expect(response.status).toBe(200)
        expect(ms).toBeLessThan(ANSWER_LIMIT_MS)
        expect(response.headers.get('cache-control')).toBe('public, max-age=60')
        const meta = await sharp(body).metadata()
        expect([meta.width, meta.height]).toEqual(size)
      } finally {
        host.setMode('up')
      }
    },
    20_000,
  )
})

describe('static map streets with the style host hanging', () => {
  let server: RunningServer
  let silent: net.Server
  const sockets = new Set<Socket>()

  beforeAll(async () => {
    // Accepts connections and never answers a byte.
    silent = net.createServer((socket) => {
      sockets.add(socket)
      socket.on('error', () => undefined)
    })
    silent.listen(0, '127.0.0.1')
    await once(silent, 'listening')
    const port = (silent.address() as AddressInfo).port
    server = await startServer({
      env: { MAP_STYLE_URL: `http://127.0.0.1:${port}/styles/calles` },
    })
  }, 60_000)

  afterAll(async () => {
    await server?.stop()
    for (const socket of sockets) socket.destroy()
    silent?.close()
  })

  it(
    'answers within the budget with the app’s own basemap, kept a minute',
    { timeout: 60_000 },
    async () => {
      const { response, body, ms } = await get(server.baseUrl, staticMapPath(POINT, 390, 160))
      expect(response.status).toBe(200)
      expect(ms).toBeLessThan(FIRST_ANSWER_LIMIT_MS)
      expect(response.headers.get('cache-control')).toBe('public, max-age=60')
      await sharp(body).png().toFile('/tmp/static-map-fallback.png')
      // San Salvador is inland: the own basemap's land, with no road.
      expect(await rowShare(body, 40, MOTORWAY, 10)).toBe(0)
      expect(await rowShare(body, 40, WATER, 6)).toBe(0)
      // The next picture does not wait again for the same dead host (remembered a while).
      const next = await get(server.baseUrl, staticMapPath(POINT, 400, 150))
      expect(next.ms).toBeLessThan(1_500)
      expect(next.response.headers.get('cache-control')).toBe('public, max-age=60')
    },
  )
})

describe('static map streets from an operator archive with the app’s own style', () => {
  let server: RunningServer
  let dataDir: string

  beforeAll(async () => {
    // A vector archive whose every tile is one park (Protomaps schema: landuse, kind park).
    dataDir = mkdtempSync(join(tmpdir(), 'huellitas-static-archive-'))
    await writePmtilesFixture(join(dataDir, 'tiles', 'calles.pmtiles'), {
      maxZoom: 3,
      vector: { layer: 'landuse', properties: { kind: 'park' } },
    })
    server = await startServer({ dataDir, env: { MAP_STYLE_URL: '/map/style.json' } })
  }, 60_000)

  afterAll(async () => {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('draws the archive’s tiles, cached a day', async () => {
    const { response, body } = await get(server.baseUrl, staticMapPath(POINT, 390, 160))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(await rowShare(body, 40, PARK, 12)).toBeGreaterThan(0.8)
  })
})
