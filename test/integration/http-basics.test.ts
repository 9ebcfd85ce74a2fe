import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverMessages, type ApiErrorBody } from '@contract/errors'
import type { HealthResponse } from '@contract/health.contract'
import { call, registerUser } from '../support/api.js'
import { databaseTargets } from '../support/databases.js'
import { executeSql } from '../support/db-probe.js'
import { projectRoot } from '../support/server-process.js'
import { useServer } from '../support/server-fixture.js'

const version = (
  JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }
).version
const builtClient = join(projectRoot, 'dist', 'index.html')

describe.each(databaseTargets)('HTTP basics on $kind', (target) => {
  // The default STATIC_DIR: the project's own build, as `npm start` serves it.
  const fixture = useServer(target)

  it('reports health: the database in use, its state, Redis off', async () => {
    const result = await call<HealthResponse>(fixture.baseUrl, 'GET', '/api/health')
    expect(result.status).toBe(200)
    expect(result.headers.get('cache-control')).toBe('no-store')
    expect(result.body).toMatchObject({
      status: 'ok',
      database: { dialect: target.kind, state: 'up' },
      redis: { state: 'disabled' },
      version,
    })
    expect(result.body.database.latencyMs).toBeGreaterThanOrEqual(0)
    expect(result.body.uptimeSeconds).toBeGreaterThanOrEqual(0)
  })

  it.runIf(target.kind === 'postgres')(
    'answers 503 while PostgreSQL refuses connections, and recovers',
    async () => {
      const user = await registerUser(fixture.baseUrl)
      const name = new URL(fixture.databaseUrl ?? '').pathname.slice(1)
      const admin = { server: fixture.server, databaseUrl: process.env.TEST_DATABASE_URL }
      try {
        await executeSql(admin, `ALTER DATABASE ${name} ALLOW_CONNECTIONS false`)
        await executeSql(
          admin,
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ?',
          [name],
        )
        const down = await call<HealthResponse>(fixture.baseUrl, 'GET', '/api/health')
        expect(down.status).toBe(503)
        expect(down.body).toMatchObject({
          status: 'degraded',
          database: { state: 'down', latencyMs: null },
        })
        // A real server-side failure: a 500 in the API's shape, no stack trace, and logged.
        const me = await call<ApiErrorBody>(fixture.baseUrl, 'GET', '/api/auth/me', {
          token: user.token,
        })
        expect(me.status).toBe(500)
        expect(me.body).toEqual({ error: 'internal', message: serverMessages.internal })
        // The log is written asynchronously (server/main.ts): it may follow the answer.
        await expect
          .poll(() => fixture.server.logs(), { timeout: 5_000 })
          .toContain('"msg":"unexpected error"')
      } finally {
        await executeSql(admin, `ALTER DATABASE ${name} ALLOW_CONNECTIONS true`)
      }
      const up = await call<HealthResponse>(fixture.baseUrl, 'GET', '/api/health')
      expect(up.status).toBe(200)
      expect(up.body.database.state).toBe('up')
    },
  )

  it('answers unknown API routes with a JSON 404, token or not', async () => {
    for (const [method, path] of [
      ['GET', '/api/no-existe'],
      ['POST', '/api/no/existe/tampoco'],
      ['DELETE', '/api/auth'],
      ['GET', '/api'],
    ] as const) {
      const result = await call<ApiErrorBody>(fixture.baseUrl, method, path)
      expect(result.status, `${method} ${path}`).toBe(404)
      expect(result.headers.get('content-type')).toMatch(/^application\/json/)
      expect(result.body).toEqual({ error: 'not-found', message: serverMessages.notFound })
    }
  })

  it('answers a missing upload with a 404, never the app page', async () => {
    const result = await call<ApiErrorBody>(fixture.baseUrl, 'GET', '/uploads/no-existe.webp')
    expect(result.status).toBe(404)
    expect(result.body.error).toBe('not-found')
  })

  it.skipIf(!existsSync(builtClient))('serves the built PWA with the SPA fallback', async () => {
    const index = readFileSync(builtClient, 'utf8')
    for (const path of ['/login', '/algo-que-no-existe', '/chat/123']) {
      const result = await call(fixture.baseUrl, 'GET', path)
      expect(result.status, path).toBe(200)
      expect(result.headers.get('content-type')).toMatch(/^text\/html/)
      expect(result.headers.get('cache-control')).toBe('no-cache')
      expect(result.text).toBe(index)
    }
    // '/' is the landing rendered on the server for a visitor, the app for someone signed in.
    const landing = await call(fixture.baseUrl, 'GET', '/')
    expect(landing.status).toBe(200)
    expect(landing.headers.get('cache-control')).toBe('no-cache')
    expect(landing.text).toMatch(/<h1[^>]*id="hero-title"/)
    const signedIn = await call(fixture.baseUrl, 'GET', '/', {
      headers: { cookie: 'hl_signed_in=1' },
    })
    // The built page, signed-in frame on, with the home's chunks listed for the page to
    // preload (the build's plan: server/http/app-preloads.ts) at the end of its head.
    const withoutList = signedIn.text.replace(
      /\s*<script type="application\/json" id="hl-preloads">[^<]*<\/script>/,
      '',
    )
    expect(withoutList).toBe(index.replace('<html lang', '<html class="hl-signed-in" lang'))
    const list = /id="hl-preloads">([^<]*)</.exec(signedIn.text)?.[1] ?? '[]'
    expect(JSON.parse(list)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/HomePage-[\w-]+\.js$/)]),
    )
  })
})
