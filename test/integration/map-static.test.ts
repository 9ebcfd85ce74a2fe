import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { staticMapPath } from '../../server/contract/static-map.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'

/**
 * GET /map/static/{lat},{lon}/{w}x{h}.webp (server/contract/static-map.ts): the picture public
 * pages and lists show instead of a WebGL map. Real server process, real sharp; maps do not
 * touch the database: first target only.
 */
const sqlite = databaseTargets[0]!

interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** A GET with the path sent exactly as written. */
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

describe('static map pictures', () => {
  // The app's own style and no archive: no streets to wait for, the own basemap is the whole
  // picture (map-static-streets.test.ts draws streets from a stand-in host).
  const fixture = useServer(sqlite, { env: { MAP_STYLE_URL: '/map/style.json' } })
  const sanSalvador = { latitude: 13.6929, longitude: -89.2182 }

  it('answers a WebP of the asked size, cacheable, revalidated by its ETag', async () => {
    const path = staticMapPath(sanSalvador, 390, 180)
    const answer = await rawGet(fixture.baseUrl, path)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('image/webp')
    expect(answer.headers['cache-control']).toBe('public, max-age=86400')
    const meta = await sharp(answer.body).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 390, 180])

    const etag = String(answer.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await rawGet(fixture.baseUrl, path, { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(etag)
  })

  it('draws the cell, not the point: two exact points of one cell give the same bytes', async () => {
    // Both in the cell 13.69–13.70 N around -89.2229 (~0.0103° wide); hand-made URLs with the
    // exact points, as nobody should send them, still get the cell's picture.
    const first = await rawGet(fixture.baseUrl, '/map/static/13.6929,-89.2182/400x150.webp')
    const second = await rawGet(fixture.baseUrl, '/map/static/13.6999,-89.2265/400x150.webp')
    const canonical = await rawGet(fixture.baseUrl, staticMapPath(sanSalvador, 400, 150))
    expect([first.status, second.status, canonical.status]).toEqual([200, 200, 200])
    expect(first.body.equals(second.body)).toBe(true)
    expect(first.body.equals(canonical.body)).toBe(true)
    expect(first.headers.etag).toBe(second.headers.etag)
  })

  it('rounds a size to whole tens', async () => {
    const answer = await rawGet(fixture.baseUrl, '/map/static/13.6929,-89.2182/394x176.webp')
    expect(answer.status).toBe(200)
    const meta = await sharp(answer.body).metadata()
    expect([meta.width, meta.height]).toEqual([390, 180])
  })

  it.each([
    ['/map/static/91,-89.2182/390x180.webp', 'ubicación'],
    ['/map/static/13.69,-181/390x180.webp', 'ubicación'],
    ['/map/static/abc,def/390x180.webp', 'ubicación'],
    ['/map/static/13.69/390x180.webp', 'ubicación'],
    ['/map/static/13.69,-89.21/100x180.webp', 'tamaño'],
    ['/map/static/13.69,-89.21/390x9000.webp', 'tamaño'],
    ['/map/static/13.69,-89.21/390x180.png', 'tamaño'],
    ['/map/static/13.69,-89.21/390x180', 'tamaño'],
  ])('%s: a 400 in Spanish', async (path, word) => {
    const answer = await rawGet(fixture.baseUrl, path)
    expect(answer.status).toBe(400)
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    const body = JSON.parse(answer.body.toString('utf8')) as { error: string; message: string }
    expect(body.error).toBe('bad-request')
    expect(body.message).toContain(word)
    expect(body.message).toMatch(/no es válid[oa]/)
  })
})

describe('static map drawing limit', () => {
  const fixture = useServer(sqlite, { env: { STATIC_MAP_DRAWS_PER_IP: '3' } })

  it('refuses a fourth new picture from one address with a Spanish 429; kept ones still load', async () => {
    const cell = (n: number) => ({ latitude: 13.6 + n * 0.05, longitude: -89.2 })
    for (const n of [0, 1, 2]) {
      expect((await rawGet(fixture.baseUrl, staticMapPath(cell(n), 390, 180))).status).toBe(200)
    }
    const refused = await rawGet(fixture.baseUrl, staticMapPath(cell(3), 390, 180))
    expect(refused.status).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    const answer = JSON.parse(refused.body.toString()) as { message: string }
    expect(answer.message).toMatch(/^Se pidieron demasiados mapas nuevos/)
    // A picture already drawn costs nothing and is still served.
    expect((await rawGet(fixture.baseUrl, staticMapPath(cell(0), 390, 180))).status).toBe(200)
  })
})
