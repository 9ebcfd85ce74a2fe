import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { call, registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { useServer, type ServerFixture } from '../support/server-fixture.js'

/**
 * Security headers on every kind of answer (issue 13 §2): pages, hashed assets, the worker,
 * the API (answers, refusals, errors, 404s), uploads, socket.io's long-polling, and a URL
 * Fastify refuses before routing. Headers do not depend on the database: first target only,
 * on a small fake build.
 */
const sqlite = databaseTargets[0]!
const staticDir = mkdtempSync(join(tmpdir(), 'huellitas-headers-'))
mkdirSync(join(staticDir, 'assets'))
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Huellitas</title>')
writeFileSync(join(staticDir, 'assets', 'index-AbC123.js'), 'console.log(1)')
writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("install", () => {})')
afterAll(() => rmSync(staticDir, { recursive: true, force: true }))

/** Every kind of answer, as [what, status, response]. */
async function everyKindOfAnswer(fixture: ServerFixture, headers: Record<string, string> = {}) {
  writeFileSync(join(fixture.server.dataDir, 'uploads', 'foto.webp'), 'RIFF')
  const user = await registerUser(fixture.baseUrl)
  const get = (path: string, token?: string) =>
    call(fixture.baseUrl, 'GET', path, { headers, ...(token ? { token } : {}) })
  const handshake = await get('/socket.io/?EIO=4&transport=polling')
  const sid = /"sid":"([^"]+)"/.exec(handshake.text)?.[1]
  if (!sid) throw new Error(`no socket.io handshake: ${handshake.status} ${handshake.text}`)
  const answers = [
    ['page', 200, await get('/')],
    ['client route', 200, await get('/chat/abc')],
    ['asset', 200, await get('/assets/index-AbC123.js')],
    ['service worker', 200, await get('/sw.js')],
    ['missing asset', 404, await get('/assets/index-old.js')],
    ['api', 200, await get('/api/health')],
    ['api signed in', 200, await get('/api/auth/me', user.token)],
    ['api refused', 401, await get('/api/auth/me')],
    ['api 404', 404, await get('/api/nada')],
    [
      'api bad body',
      400,
      await call(fixture.baseUrl, 'POST', '/api/auth/login', {
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{"roto',
      }),
    ],
    ['upload', 200, await get('/uploads/foto.webp')],
    ['missing upload', 404, await get('/uploads/nada.webp')],
    ['bad url', 400, await get('/api/%')],
    ['socket.io handshake', 200, handshake],
    // A poll's POST (a GET would wait for the next ping, 25 s).
    [
      'socket.io poll',
      200,
      await call(fixture.baseUrl, 'POST', `/socket.io/?EIO=4&transport=polling&sid=${sid}`, {
        headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
        body: '40',
      }),
    ],
  ] as const
  return answers.map(([what, status, result]) => ({ what, status, result }))
}

function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) map.set(name, values)
  }
  return map
}

describe('security headers', () => {
  describe('plain HTTP, default settings', () => {
    const fixture = useServer(sqlite, { env: { STATIC_DIR: staticDir } })

    it('puts the same policy and headers on every kind of answer', async () => {
      for (const { what, status, result } of await everyKindOfAnswer(fixture)) {
        const context = `${what} (${result.status})`
        expect(result.status, context).toBe(status)
        const csp = directives(result.headers.get('content-security-policy'))
        expect(csp.get('default-src'), context).toEqual(["'self'"])
        expect(csp.get('script-src'), context).toEqual(["'self'"])
        expect(csp.get('worker-src'), context).toEqual(["'self'"])
        expect(csp.get('style-src'), context).toEqual(["'self'"])
        expect(csp.get('object-src'), context).toEqual(["'none'"])
        expect(csp.get('base-uri'), context).toEqual(["'self'"])
        expect(csp.get('frame-ancestors'), context).toEqual(["'none'"])
        // The default street style's one host (OpenFreeMap: style, tiles, sprites, glyphs).
        expect(csp.get('img-src'), context).toEqual([
          "'self'",
          'data:',
          'blob:',
          'https://tiles.openfreemap.org',
        ])
        // The socket (same origin, both schemes for older Safari), the one reverse geocoder,
        // GEOCODER_URL's (read from /api/config), and the default street style's host.
        const host = new URL(fixture.baseUrl).host
        expect(csp.get('connect-src'), context).toEqual([
          "'self'",
          `ws://${host}`,
          `wss://${host}`,
          'https://nominatim.openstreetmap.org',
          'https://tiles.openfreemap.org',
        ])
        expect(csp.has('upgrade-insecure-requests'), context).toBe(false)
        expect(result.headers.get('x-frame-options'), context).toBe('DENY')
        expect(result.headers.get('x-content-type-options'), context).toBe('nosniff')
        expect(result.headers.get('permissions-policy'), context).toContain(
          'camera=(self), geolocation=(self)',
        )
        expect(result.headers.get('referrer-policy'), context).toBe(
          'strict-origin-when-cross-origin',
        )
        // HSTS over plain HTTP would be wrong (and is ignored by browsers anyway).
        expect(result.headers.get('strict-transport-security'), context).toBeNull()
      }
    })

    it('leaves a forged X-Forwarded-Proto alone without TRUST_PROXY', async () => {
      const result = await call(fixture.baseUrl, 'GET', '/', {
        headers: { 'x-forwarded-proto': 'https' },
      })
      expect(result.headers.get('strict-transport-security')).toBeNull()
    })
  })

  describe('behind a TLS proxy, with extra hosts configured', () => {
    const fixture = useServer(sqlite, {
      env: {
        STATIC_DIR: staticDir,
        TRUST_PROXY: 'true',
        CSP_IMAGE_HOSTS: 'https://cdn.example.com',
        CSP_TILE_HOSTS: 'https://tiles.example.com, https://*.tiles.example.org:8443',
        GEOCODER_URL: 'https://nominatim.example.org:8080/reverse',
        MAP_STYLE_URL: 'https://maps.example.com/styles/liberty',
      },
    })

    it('adds HSTS and the configured hosts to every kind of answer', async () => {
      const tls = { 'x-forwarded-proto': 'https' }
      for (const { what, status, result } of await everyKindOfAnswer(fixture, tls)) {
        const context = `${what} (${result.status})`
        expect(result.status, context).toBe(status)
        expect(result.headers.get('strict-transport-security'), context).toBe(
          'max-age=31536000; includeSubDomains',
        )
        const csp = directives(result.headers.get('content-security-policy'))
        expect(csp.get('img-src'), context).toEqual([
          "'self'",
          'data:',
          'blob:',
          'https://cdn.example.com',
          'https://tiles.example.com',
          'https://*.tiles.example.org:8443',
          'https://maps.example.com',
        ])
        expect(csp.get('connect-src')?.slice(3), context).toEqual([
          'https://nominatim.example.org:8080',
          'https://tiles.example.com',
          'https://*.tiles.example.org:8443',
          'https://maps.example.com',
        ])
        // No blob: workers: the client loads MapLibre's worker from this origin.
        expect(csp.get('worker-src'), context).toEqual(["'self'"])
        expect(csp.has('upgrade-insecure-requests'), context).toBe(true)
      }
      // The same proxy forwarding plain HTTP: no HSTS.
      const plain = await call(fixture.baseUrl, 'GET', '/api/health')
      expect(plain.headers.get('strict-transport-security')).toBeNull()
    })
  })
})
