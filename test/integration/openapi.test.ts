import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { inProcessApp, routesOf } from '../support/route-table.js'

/** In a table, but registered only in some configurations. */
const CONDITIONAL_ROUTES = [
  // Only when PAYMENT_PROVIDER is stripe; the app under test uses the demo provider.
  'POST /api/subscription/stripe-webhook',
]

/** Path parameters named alike, so '/api/pets/:id|:petId' and '/api/pets/{petId}' compare. */
const normalised = (method: string, path: string) =>
  `${method} ${path.replace(/:\w+(\|:\w+)*/g, ':p').replace(/\{\w+\}/g, ':p')}`

describe('the OpenAPI document at /api/openapi.json', () => {
  const fixture = inProcessApp('openapi-')

  const fetchDocument = async () => {
    const answer = await fixture.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(answer.statusCode).toBe(200)
    return answer.json<{ paths: Record<string, Record<string, unknown>> }>()
  }

  it('is served without a token and is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument()
    const validator = new Validator()
    const result = await validator.validate(document)
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('lists every /api route the app registers, and only those', async () => {
    const document = await fetchDocument()
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => normalised(method.toUpperCase(), path)),
    )
    const registered = routesOf(fixture.app)
      .filter(({ path }) => path.startsWith('/api/') && !path.endsWith('*'))
      .filter(({ method }) => method !== 'HEAD' && method !== 'OPTIONS')
      .map(({ method, path }) => normalised(method, path))
    const conditional = new Set(CONDITIONAL_ROUTES.map((route) => normalised(...splitRoute(route))))

    // Every route comes from an endpoint table (server/contract/*.endpoints.ts, route()).
    const missing = registered.filter((route) => !documented.includes(route))
    expect(missing).toEqual([])
    const unregistered = documented.filter(
      (route) => !registered.includes(route) && !conditional.has(route),
    )
    expect(unregistered).toEqual([])
    // The tables were read: a route of theirs is there.
    expect(documented).toContain('POST /api/subscription/upgrade')
  })
})

function splitRoute(route: string): [string, string] {
  const [method = '', path = ''] = route.split(' ')
  return [method, path]
}
