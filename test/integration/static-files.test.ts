import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { HealthResponse } from '@contract/health.contract'
import { call } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer } from '../support/server-fixture.js'

/**
 * Static serving does not depend on the database, so it runs on the first target only, against
 * a small fake build whose every byte the test knows.
 */
const sqlite = databaseTargets[0]!
const staticDir = mkdtempSync(join(tmpdir(), 'huellitas-static-'))
const emptyDir = mkdtempSync(join(tmpdir(), 'huellitas-nobuild-'))
const plannedDir = mkdtempSync(join(tmpdir(), 'huellitas-planned-'))
const plannedHtml =
  '<!doctype html><html lang="es"><head><title>H</title></head><body></body></html>'
writeFileSync(join(plannedDir, 'index.html'), plannedHtml)
mkdirSync(join(plannedDir, '.vite'))
writeFileSync(
  join(plannedDir, '.vite', 'signed-in-preloads.json'),
  JSON.stringify({
    '/': ['assets/HomePage-A1.js', 'assets/signed-in-B2.js'],
    '/chat/:matchId': ['assets/_matchId-C3.js', 'assets/signed-in-B2.js'],
  }),
)
const indexHtml = '<!doctype html><html lang="es"><title>Huellitas fixture</title></html>'
mkdirSync(join(staticDir, 'assets'))
writeFileSync(join(staticDir, 'index.html'), indexHtml)
writeFileSync(join(staticDir, 'assets', 'index-AbC123.js'), 'console.log("hashed")')
writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("install", () => {})')
writeFileSync(join(staticDir, 'manifest.webmanifest'), '{"name":"Huellitas"}')

afterAll(() => {
  rmSync(staticDir, { recursive: true, force: true })
  rmSync(emptyDir, { recursive: true, force: true })
  rmSync(plannedDir, { recursive: true, force: true })
})

describe('static files and the SPA fallback', () => {
  const fixture = useServer(sqlite, { env: { STATIC_DIR: staticDir } })

  it('answers client routes with index.html, revalidated on every load', async () => {
    for (const path of [
      '/',
      '/login',
      '/algo-que-no-existe',
      '/pets/abc/edit',
      '/login?next=%2Fprofile',
    ]) {
      const result = await call(fixture.baseUrl, 'GET', path)
      expect(result.status, path).toBe(200)
      expect(result.text).toBe(indexHtml)
      expect(result.headers.get('content-type')).toMatch(/^text\/html/)
      expect(result.headers.get('cache-control')).toBe('no-cache')
    }
  })

  it("sends the signed-in frame's skeleton to a browser whose cookie hint holds a session", async () => {
    for (const path of ['/', '/matches', '/login']) {
      const hinted = await call(fixture.baseUrl, 'GET', path, {
        headers: { cookie: 'otra=1; hl_signed_in=1' },
      })
      expect(hinted.status, path).toBe(200)
      expect(hinted.text).toBe(indexHtml.replace('<html lang', '<html class="hl-signed-in" lang'))
      expect(hinted.headers.get('content-type')).toMatch(/^text\/html/)
      expect(hinted.headers.get('cache-control')).toBe('no-cache')
      expect(hinted.headers.get('vary')).toMatch(/Cookie/)
      const visitor = await call(fixture.baseUrl, 'GET', path)
      expect(visitor.headers.get('vary')).toMatch(/Cookie/)
    }
  })

  it('caches hashed assets for a year and the service worker not at all', async () => {
    const asset = await call(fixture.baseUrl, 'GET', '/assets/index-AbC123.js')
    expect(asset.status).toBe(200)
    expect(asset.text).toBe('console.log("hashed")')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')

    const worker = await call(fixture.baseUrl, 'GET', '/sw.js')
    expect(worker.status).toBe(200)
    expect(worker.headers.get('content-type')).toMatch(/javascript/)
    expect(worker.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers a missing file with a 404 instead of the app page', async () => {
    for (const path of ['/assets/index-Old999.js', '/logo.png', '/socket.io.js']) {
      const result = await call(fixture.baseUrl, 'GET', path)
      expect(result.status, path).toBe(404)
      expect(result.text).not.toContain('Huellitas fixture')
    }
  })

  it('serves files put in DATA_DIR/uploads', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
    writeFileSync(join(fixture.server.dataDir, 'uploads', 'foto.png'), png)
    const response = await fetch(`${fixture.baseUrl}/uploads/foto.png`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(png)
    // No climbing out of the uploads folder.
    const escape = await call(fixture.baseUrl, 'GET', '/uploads/..%2Fhuellitas.sqlite')
    expect(escape.status).toBeGreaterThanOrEqual(400)
    expect(escape.status).toBeLessThan(500)
  })
})

describe("a signed-in document lists its screen's chunks for the page to preload", () => {
  const fixture = useServer(sqlite, { env: { STATIC_DIR: plannedDir } })
  const signedIn = { headers: { cookie: 'hl_signed_in=1' } }
  const listOf = (html: string) =>
    /<script type="application\/json" id="hl-preloads">([^<]*)<\/script>/.exec(html)?.[1]

  it("each route gets its own list, from the build's plan", async () => {
    const chat = await call(fixture.baseUrl, 'GET', '/chat/6dd80272-9b9a?x=1', signedIn)
    expect(chat.status).toBe(200)
    expect(JSON.parse(listOf(chat.text) ?? 'null')).toEqual([
      '/assets/_matchId-C3.js',
      '/assets/signed-in-B2.js',
    ])
    const home = await call(fixture.baseUrl, 'GET', '/', signedIn)
    expect(JSON.parse(listOf(home.text) ?? 'null')).toEqual([
      '/assets/HomePage-A1.js',
      '/assets/signed-in-B2.js',
    ])
  })

  it('a path outside the plan and a visitor get the page without a list', async () => {
    const login = await call(fixture.baseUrl, 'GET', '/login', signedIn)
    expect(login.text).toBe(plannedHtml.replace('<html lang', '<html class="hl-signed-in" lang'))
    const visitor = await call(fixture.baseUrl, 'GET', '/chat/6dd80272-9b9a')
    expect(visitor.text).toBe(plannedHtml)
  })
})

describe('a server started before the client was built', () => {
  const fixture = useServer(sqlite, { env: { STATIC_DIR: emptyDir } })

  it('explains in Spanish how to build, while the API works', async () => {
    const page = await call(fixture.baseUrl, 'GET', '/')
    expect(page.status).toBe(503)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.text).toContain('npm run build')
    expect(page.text).toContain('todavía no está compilada')
    expect((await call(fixture.baseUrl, 'GET', '/login')).status).toBe(503)

    const health = await call<HealthResponse>(fixture.baseUrl, 'GET', '/api/health')
    expect(health.status).toBe(200)
  })
})
