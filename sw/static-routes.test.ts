import { afterEach, describe, expect, it, vi } from 'vitest'
import { addNetworkOnlyRoutes } from './static-routes'

function installEvent(addRoutes?: (rule: unknown) => Promise<void>) {
  const waited: Promise<unknown>[] = []
  const event = {
    waitUntil: (promise: Promise<unknown>) => waited.push(promise),
    ...(addRoutes ? { addRoutes } : {}),
  }
  return { event: event as unknown as ExtendableEvent, waited }
}

class FakePattern {
  constructor(readonly init: { pathname: string }) {}
}

describe('addNetworkOnlyRoutes', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends the socket and every write straight to the network, one rule per call', async () => {
    vi.stubGlobal('URLPattern', FakePattern)
    const added: unknown[] = []
    const { event, waited } = installEvent((rule) => {
      added.push(rule)
      return Promise.resolve()
    })
    addNetworkOnlyRoutes(event)
    await Promise.all(waited)
    expect(added).toEqual([
      {
        condition: { urlPattern: new FakePattern({ pathname: '/socket.io/*' }) },
        source: 'network',
      },
      { condition: { requestMethod: 'POST' }, source: 'network' },
      { condition: { requestMethod: 'PUT' }, source: 'network' },
      { condition: { requestMethod: 'PATCH' }, source: 'network' },
      { condition: { requestMethod: 'DELETE' }, source: 'network' },
    ])
    // GET stays with the worker: the app shell, the last-known reads, uploads and maps.
    expect(JSON.stringify(added)).not.toContain('GET')
  })

  it('a rule the browser refuses leaves the others and does not fail the install', async () => {
    vi.stubGlobal('URLPattern', undefined)
    const added: unknown[] = []
    const { event, waited } = installEvent((rule) => {
      if (JSON.stringify(rule).includes('PATCH')) return Promise.reject(new TypeError('refused'))
      added.push(rule)
      return Promise.resolve()
    })
    addNetworkOnlyRoutes(event)
    await expect(Promise.all(waited)).resolves.toBeDefined()
    expect(added).toHaveLength(3)
  })

  it('without the API nothing is added and nothing throws', () => {
    const { event, waited } = installEvent()
    expect(() => addNetworkOnlyRoutes(event)).not.toThrow()
    expect(waited).toHaveLength(0)
  })
})
