import { writeFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { join } from 'node:path'
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { validateStyleMin, type StyleSpecification } from '@maplibre/maplibre-gl-style-spec'
import type { FeatureCollection, Point } from 'geojson'
import { FetchSource, PMTiles, TileType } from 'pmtiles'
import { describe, expect, it } from 'vitest'
import { databaseTargets } from '../support/databases.js'
import { writePmtilesFixture, type PmtilesFixture } from '../support/pmtiles-fixture.js'
import { useServer } from '../support/server-fixture.js'

/**
 * The server side of the offline basemap (issue 14): GET /api/config, the default style and
 * its GeoJSON, and operator archives in DATA_DIR/tiles served with HTTP Range. Real server
 * process; nothing mocked. Maps do not touch the database: first target only.
 */
const sqlite = databaseTargets[0]!

interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

type Places = FeatureCollection<Point, { name: string; country: string; rank: 1 | 2 }>

/** A GET with the path sent exactly as written (fetch would resolve `..` before sending). */
function rawGet(baseUrl: string, path: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(baseUrl)
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, headers, method: 'GET' }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8')
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8')
  return answer.body.toString('utf8')
}

async function getJson<T>(baseUrl: string, path: string): Promise<T> {
  const answer = await rawGet(baseUrl, path)
  expect(answer.status, path).toBe(200)
  return JSON.parse(decoded(answer)) as T
}

function csp(answer: RawAnswer, directive: string): string[] {
  const policy = String(answer.headers['content-security-policy'] ?? '')
  const part = policy.split(';').find((item) => item.trim().startsWith(`${directive} `))
  return part?.trim().split(/\s+/).slice(1) ?? []
}

describe('map server, default settings', () => {
  const fixture = useServer(sqlite)

  it('GET /api/config answers the defaults without a token', async () => {
    const answer = await rawGet(fixture.baseUrl, '/api/config')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    expect(answer.headers['cache-control']).toBe('no-cache')
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({
      mapStyleUrl: 'https://tiles.openfreemap.org/styles/liberty',
      geocoderUrl: 'https://nominatim.openstreetmap.org/reverse',
      market: {
        country: 'SV',
        locale: 'es-SV',
        currency: 'USD',
        timeZone: 'America/El_Salvador',
      },
    })
    expect(csp(answer, 'connect-src')).toEqual([
      "'self'",
      expect.stringMatching(/^ws:\/\//),
      expect.stringMatching(/^wss:\/\//),
      'https://nominatim.openstreetmap.org',
      'https://tiles.openfreemap.org',
    ])
    expect(csp(answer, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tiles.openfreemap.org',
    ])
    expect(csp(answer, 'worker-src')).toEqual(["'self'"])
  })

  it('serves a valid style v8 with no glyphs, its sources attributed and URLs on no host', async () => {
    const style = await getJson<StyleSpecification>(fixture.baseUrl, '/map/style.json')
    expect(validateStyleMin(style)).toEqual([])
    expect(style.version).toBe(8)
    expect(style).not.toHaveProperty('glyphs')
    expect(style).not.toHaveProperty('sprite')
    expect(style.center).toEqual([-89.2182, 13.6929])
    expect(Object.keys(style.sources).sort()).toEqual(['borders', 'land', 'places'])
    expect(style.sources.land).toMatchObject({
      type: 'geojson',
      data: '/map/data/land.geojson',
      attribution: expect.stringContaining('Natural Earth') as unknown,
    })
    expect(style.sources.places).toMatchObject({
      type: 'geojson',
      data: '/map/data/places.geojson',
      attribution: expect.stringMatching(/GeoNames.*CC BY 4\.0/) as unknown,
    })
    expect(style.layers.map((layer) => layer.id)).toEqual([
      'water',
      'land',
      'country-borders',
      'place-dots',
      'place-labels',
    ])
    const labels = style.layers.find((layer) => layer.id === 'place-labels')
    expect(labels?.type === 'symbol' && labels.layout?.['text-field']).toEqual(['get', 'name'])
  })

  it('gives every name the page is reached by the same style, which any cache may share', async () => {
    const plain = await rawGet(fixture.baseUrl, '/map/style.json')
    const otherName = await rawGet(fixture.baseUrl, '/map/style.json', {
      host: 'huellitas.otro-nombre.example',
    })
    expect(otherName.status).toBe(200)
    expect(otherName.body.toString('utf8')).toBe(plain.body.toString('utf8'))
    expect(otherName.headers.etag).toBe(plain.headers.etag)
    expect(plain.body.toString('utf8')).not.toContain(new URL(fixture.baseUrl).host)
  })

  it('compresses and revalidates the style and the data', async () => {
    for (const path of ['/map/style.json', '/map/data/land.geojson']) {
      const plain = await rawGet(fixture.baseUrl, path)
      expect(plain.headers['content-encoding'], path).toBeUndefined()
      const gzip = await rawGet(fixture.baseUrl, path, { 'accept-encoding': 'gzip' })
      expect(gzip.headers['content-encoding'], path).toBe('gzip')
      expect(gzip.headers.vary, path).toContain('Accept-Encoding')
      expect(decoded(gzip)).toBe(plain.body.toString('utf8'))
      // Large bodies get brotli once the background compression is done (gzip meanwhile).
      let br = await rawGet(fixture.baseUrl, path, { 'accept-encoding': 'gzip, br' })
      for (let wait = 0; br.headers['content-encoding'] !== 'br' && wait < 100; wait++) {
        expect(br.headers['content-encoding'], path).toBe('gzip')
        await new Promise((resolve) => setTimeout(resolve, 200))
        br = await rawGet(fixture.baseUrl, path, { 'accept-encoding': 'gzip, br' })
      }
      expect(br.headers['content-encoding'], path).toBe('br')
      expect(decoded(br)).toBe(plain.body.toString('utf8'))
      expect(br.body.length, path).toBeLessThan(gzip.body.length)

      const etag = plain.headers.etag
      expect(etag, path).toMatch(/^W\/"[\w-]+"$/)
      const again = await rawGet(fixture.baseUrl, path, { 'if-none-match': etag! })
      expect(again.status, path).toBe(304)
      expect(again.body.length, path).toBe(0)
    }
    const land = await rawGet(fixture.baseUrl, '/map/data/land.geojson')
    expect(land.headers['cache-control']).toBe('public, max-age=86400')
    expect(land.headers['content-type']).toMatch(/^application\/geo\+json/)
    expect((await rawGet(fixture.baseUrl, '/map/style.json')).headers['cache-control']).toBe(
      'public, no-cache',
    )
  })

  it('answers land, borders and places as GeoJSON', async () => {
    const land = await getJson<FeatureCollection>(fixture.baseUrl, '/map/data/land.geojson')
    expect(land.type).toBe('FeatureCollection')
    expect(land.features.length).toBeGreaterThan(0)
    expect(land.features.every((f) => /Polygon$/.test(f.geometry.type))).toBe(true)

    const borders = await getJson<FeatureCollection>(fixture.baseUrl, '/map/data/borders.geojson')
    expect(borders.features[0]?.geometry.type).toBe('MultiLineString')

    const places = await getJson<Places>(fixture.baseUrl, '/map/data/places.geojson')
    const byName = (name: string) => places.features.find((f) => f.properties?.name === name)
    // Every place of Central America, with the gazetteer's Spanish names for capitals…
    expect(byName('San Salvador')).toMatchObject({
      properties: { country: 'SV', rank: 1 },
      geometry: { type: 'Point' },
    })
    expect(byName('Ciudad de Guatemala')?.properties).toMatchObject({ country: 'GT' })
    expect(byName('Antiguo Cuscatlán')?.properties).toMatchObject({ country: 'SV', rank: 2 })
    const [lng, lat] = (byName('San Salvador')?.geometry as { coordinates: number[] }).coordinates
    expect(lat).toBeCloseTo(13.689, 2)
    expect(lng).toBeCloseTo(-89.187, 2)
    // …and only first-level seats beyond it.
    const mexican = places.features.filter((f) => f.properties?.country === 'MX')
    expect(mexican.length).toBeGreaterThan(10)
    expect(mexican.every((f) => f.properties?.rank === 1)).toBe(true)
    expect(places.features.length).toBeLessThan(5000)

    expect((await rawGet(fixture.baseUrl, '/map/data/nada.geojson')).status).toBe(404)
    expect((await rawGet(fixture.baseUrl, '/map/data/land.json')).status).toBe(404)
    expect((await rawGet(fixture.baseUrl, '/map/otra-cosa.json')).status).toBe(404)
  })

  it('has no archive to serve while DATA_DIR/tiles is empty', async () => {
    expect((await rawGet(fixture.baseUrl, '/map/tiles/nada.pmtiles')).status).toBe(404)
  })
})

describe('map server with a pmtiles archive in DATA_DIR/tiles', () => {
  const fixture = useServer(sqlite)
  let archive: PmtilesFixture

  const tiles = () => join(fixture.server.dataDir, 'tiles')

  it('adds the archive to the style as a raster pmtiles source above land, below labels', async () => {
    archive = await writePmtilesFixture(join(tiles(), 'calles.pmtiles'))
    const style = await getJson<StyleSpecification>(fixture.baseUrl, '/map/style.json')
    expect(validateStyleMin(style)).toEqual([])
    expect(style.sources['pmtiles-calles']).toEqual({
      type: 'raster',
      url: 'pmtiles:///map/tiles/calles.pmtiles',
      tileSize: 256,
      attribution: expect.stringContaining('OpenStreetMap') as unknown,
    })
    expect(style.layers.map((layer) => layer.id)).toEqual([
      'water',
      'land',
      'pmtiles-calles-raster',
      'country-borders',
      'place-dots',
      'place-labels',
    ])
  })

  it('answers Range requests with 206 and the exact bytes, and 416 past the end', async () => {
    archive ??= await writePmtilesFixture(join(tiles(), 'calles.pmtiles'))
    const path = '/map/tiles/calles.pmtiles'
    const whole = await rawGet(fixture.baseUrl, path)
    expect(whole.status).toBe(200)
    expect(whole.headers['accept-ranges']).toBe('bytes')
    expect(whole.headers['content-encoding']).toBeUndefined()
    expect(whole.headers['content-type']).toBe('application/vnd.pmtiles')
    expect(whole.body.equals(archive.bytes)).toBe(true)

    // The header, as pmtiles' FetchSource first asks (more than the file holds).
    const head = await rawGet(fixture.baseUrl, path, { range: 'bytes=0-16383' })
    expect(head.status).toBe(206)
    expect(head.headers['content-range']).toBe(
      `bytes 0-${archive.bytes.length - 1}/${archive.bytes.length}`,
    )
    expect(head.body.equals(archive.bytes)).toBe(true)

    const first = archive.tileOffset
    const last = archive.tileOffset + archive.tileLength - 1
    const tile = await rawGet(fixture.baseUrl, path, { range: `bytes=${first}-${last}` })
    expect(tile.status).toBe(206)
    expect(tile.headers['content-range']).toBe(`bytes ${first}-${last}/${archive.bytes.length}`)
    expect(tile.body.equals(archive.tile)).toBe(true)

    const beyond = await rawGet(fixture.baseUrl, path, {
      range: `bytes=${archive.bytes.length + 10}-${archive.bytes.length + 20}`,
    })
    expect(beyond.status).toBe(416)
    expect(beyond.headers['content-range']).toBe(`bytes */${archive.bytes.length}`)

    // If-Range: a matching validator keeps the range; a stale one gets the whole new file.
    const etag = whole.headers.etag!
    const current = await rawGet(fixture.baseUrl, path, {
      range: 'bytes=0-126',
      'if-range': etag,
    })
    expect(current.status).toBe(206)
    expect(current.body.equals(archive.bytes.subarray(0, 127))).toBe(true)
    const stale = await rawGet(fixture.baseUrl, path, {
      range: 'bytes=0-126',
      'if-range': '"stale-etag"',
    })
    expect(stale.status).toBe(200)
    expect(stale.body.length).toBe(archive.bytes.length)
  })

  it('is read tile by tile by pmtiles over HTTP, as the client reads it', async () => {
    archive ??= await writePmtilesFixture(join(tiles(), 'calles.pmtiles'))
    const remote = new PMTiles(new FetchSource(`${fixture.baseUrl}/map/tiles/calles.pmtiles`))
    expect(await remote.getHeader()).toMatchObject({ tileType: TileType.Png, maxZoom: 2 })
    expect(await remote.getMetadata()).toEqual(archive.metadata)
    const tile = await remote.getZxy(2, 1, 2)
    expect(Buffer.from(tile!.data).equals(archive.tile)).toBe(true)
    expect(tile!.cacheControl).toBe('public, max-age=3600')
  })

  it('never serves a file outside DATA_DIR/tiles, nor anything but <name>.pmtiles', async () => {
    archive ??= await writePmtilesFixture(join(tiles(), 'calles.pmtiles'))
    writeFileSync(join(tiles(), 'notas.txt'), 'secreto')
    const attempts = [
      '/map/tiles/../huellitas.sqlite',
      '/map/tiles/../../../../../../etc/passwd',
      '/map/tiles/%2e%2e/huellitas.sqlite',
      '/map/tiles/%2e%2e%2fhuellitas.sqlite',
      '/map/tiles/..%2f..%2fetc%2fpasswd',
      '/map/tiles/%252e%252e/huellitas.sqlite',
      '/map/tiles/calles.pmtiles/../../huellitas.sqlite',
      '/map/tiles/notas.txt',
      '/map/tiles/.calles.pmtiles',
      '/map/tiles/sub/calles.pmtiles',
      '/map/tiles/',
    ]
    for (const attempt of attempts) {
      const answer = await rawGet(fixture.baseUrl, attempt)
      expect([400, 404], attempt).toContain(answer.status)
      expect(answer.body.toString('utf8'), attempt).not.toContain('secreto')
      expect(answer.body.toString('latin1'), attempt).not.toContain('SQLite format')
      expect(answer.body.toString('utf8'), attempt).not.toContain('root:')
    }
  })

  it('skips a file that is not a PMTiles archive, keeping the style whole', async () => {
    writeFileSync(join(tiles(), 'roto.pmtiles'), 'esto no es un archivo pmtiles')
    const style = await getJson<StyleSpecification>(fixture.baseUrl, '/map/style.json')
    expect(validateStyleMin(style)).toEqual([])
    expect(style.sources).not.toHaveProperty('pmtiles-roto')
  })
})

describe('map server, configured', () => {
  const fixture = useServer(sqlite, {
    env: {
      MAP_STYLE_URL: 'https://tiles.openfreemap.org/styles/liberty',
      GEOCODER_URL: 'https://geo.example.org/nominatim/reverse',
      MAP_PLACES_COUNTRIES: 'sv, hn',
      MARKET: 'mx',
    },
  })

  it('hands the configured style and geocoder to the client and lets the policy reach them', async () => {
    const answer = await rawGet(fixture.baseUrl, '/api/config')
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({
      mapStyleUrl: 'https://tiles.openfreemap.org/styles/liberty',
      geocoderUrl: 'https://geo.example.org/nominatim/reverse',
      market: {
        country: 'MX',
        locale: 'es-MX',
        currency: 'MXN',
        timeZone: 'America/Mexico_City',
      },
    })
    expect(csp(answer, 'connect-src')).toEqual(
      expect.arrayContaining(['https://geo.example.org', 'https://tiles.openfreemap.org']),
    )
    expect(csp(answer, 'connect-src')).not.toContain('https://nominatim.openstreetmap.org')
    expect(csp(answer, 'img-src')).toContain('https://tiles.openfreemap.org')
  })

  it('labels every place of the configured countries only', async () => {
    const places = await getJson<Places>(fixture.baseUrl, '/map/data/places.geojson')
    const detailed = new Set(
      places.features.filter((f) => f.properties.rank === 2).map((f) => f.properties.country),
    )
    expect([...detailed].sort()).toEqual(['HN', 'SV'])
  })
})
