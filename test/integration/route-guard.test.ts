import { describe, expect, it } from 'vitest'
import { ID_MAX_LENGTH } from '../../server/contract/ids.js'
import { inProcessApp, routesOf } from '../support/route-table.js'

/**
 * Every route under /api asks who is calling, except the few meant for strangers (signing up
 * and in, the health check, the public pages' reads and forms). The whole route table is read
 * from the app itself and each route is called with no token: a route that answers anything
 * but 401 must be on the list below. Adding a public route means adding it here, on purpose.
 */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/config',
  'GET /api/openapi.json',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/reset-password/check',
  'POST /api/auth/email/confirm',
  'GET /api/public/lost-pets/:id',
  'POST /api/public/lost-pets/:id/sightings',
  'POST /api/public/lost-pets/:id/messages',
  'GET /api/public/pets/:id',
  'POST /api/public/pets/:id/notify',
  'GET /api/public/found-reports/:id',
].sort()

describe('the /api guard', () => {
  const fixture = inProcessApp('route-guard-')

  it('refuses a caller with no token on every route but the public ones', async () => {
    const api = routesOf(fixture.app).filter(
      ({ method, path }) => path.startsWith('/api/') && method !== 'HEAD' && method !== 'OPTIONS',
    )
    // The table was read: well over a hundred routes, the sync feeds among them.
    expect(api.length).toBeGreaterThan(100)
    expect(api.map((route) => route.path)).toContain('/api/sync/:collection/pull')
    const open: string[] = []
    for (const { method, path } of api) {
      const url = path.replace(/:\w+(\|:\w+)*/g, 'x').replace(/\*/g, 'x')
      const body = method === 'GET' || method === 'DELETE' ? {} : { payload: {} }
      const answer = await fixture.app.inject({ method: method as 'GET', url, ...body })
      if (answer.statusCode !== 401) open.push(`${method} ${path.replace(/\|:\w+/g, '')}`)
    }
    expect(open.sort()).toEqual(PUBLIC_ROUTES)
  })

  it('matches no route for an id longer than ids may be', async () => {
    const long = 'a'.repeat(ID_MAX_LENGTH + 1)
    const answer = await fixture.app.inject({ method: 'GET', url: `/api/public/pets/${long}` })
    expect(answer.statusCode).toBe(404)
    const fits = await fixture.app.inject({
      method: 'GET',
      url: `/api/public/pets/${'a'.repeat(ID_MAX_LENGTH)}`,
    })
    expect(fits.statusCode).toBe(404)
    expect(fits.json()).not.toEqual(answer.json())
  })
})
