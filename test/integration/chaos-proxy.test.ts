import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { startChaosProxy, type ChaosProxy } from '../support/chaos-proxy'

/**
 * The end-to-end chaos harness's proxy against a tiny server that counts what reached it: a
 * cut request must reach the server (and be answered there) while the client gets no answer,
 * a refused one must not reach it at all, and websockets must pass through.
 */
let received: string[]
let upstream: http.Server
let proxy: ChaosProxy
let upgraded: Socket[]

async function listen(server: http.Server): Promise<number> {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return (server.address() as AddressInfo).port
}

function tinyServer(name: string): http.Server {
  return http.createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      received.push(`${name} ${req.method} ${req.url} ${body}`)
      res.writeHead(201, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ ok: true, name }))
    })
  })
}

beforeEach(async () => {
  received = []
  upstream = tinyServer('first')
  // An upgrade answered by hand, then an echo of the raw bytes: what a websocket needs of us.
  upgraded = []
  upstream.on('upgrade', (_req, socket: Socket) => {
    upgraded.push(socket)
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
    )
    socket.on('data', (data) => socket.write(`echo ${String(data)}`))
  })
  proxy = await startChaosProxy({ upstreamPort: await listen(upstream) })
})

afterEach(async () => {
  await proxy.close()
  // Upgraded sockets are no longer the server's: closeAllConnections leaves them open.
  for (const socket of upgraded) socket.destroy()
  upstream.closeAllConnections()
  await new Promise((resolve) => upstream.close(resolve))
})

const post = (path: string, body: string) =>
  fetch(`${proxy.url}${path}`, { method: 'POST', body, headers: { connection: 'close' } })

describe('chaos proxy', () => {
  test('pass forwards requests and answers both ways', async () => {
    const answer = await post('/api/things', 'uno')
    expect(answer.status).toBe(201)
    expect(await answer.json()).toEqual({ ok: true, name: 'first' })
    expect(received).toEqual(['first POST /api/things uno'])
    expect(proxy.stats.forwarded).toBe(1)
  })

  test('cut lets the server commit and the client never hear', async () => {
    proxy.setMode('cut', 1)
    await expect(post('/api/things', 'dos')).rejects.toThrow()
    expect(received).toEqual(['first POST /api/things dos'])
    expect(proxy.stats.cut).toBe(1)
    // Reads are not cut by default.
    expect((await fetch(`${proxy.url}/index.html`)).status).toBe(201)
  })

  test('cut applies its probability', async () => {
    const draws = [0.1, 0.9]
    await proxy.close()
    proxy = await startChaosProxy({
      upstreamPort: (upstream.address() as AddressInfo).port,
      random: () => draws.shift() ?? 0,
    })
    proxy.setMode('cut', 0.3)
    await expect(post('/api/a', '1')).rejects.toThrow()
    expect((await post('/api/b', '2')).status).toBe(201)
    expect(proxy.stats.cut).toBe(1)
    expect(received).toHaveLength(2)
  })

  test('refuse reaches no server; retarget switches servers', async () => {
    proxy.setMode('refuse')
    await expect(post('/api/things', 'tres')).rejects.toThrow()
    expect(received).toEqual([])
    expect(proxy.stats.refused).toBeGreaterThan(0)

    const second = tinyServer('second')
    proxy.retarget(await listen(second))
    proxy.setMode('pass')
    expect(await (await post('/api/things', 'cuatro')).json()).toEqual({ ok: true, name: 'second' })
    second.closeAllConnections()
    await new Promise((resolve) => second.close(resolve))
  })

  test('onForwarded runs once a matching request was handed over in full', async () => {
    const seen: string[] = []
    proxy.onForwarded((request) => seen.push(`${request.method} ${request.path}`))
    await post('/api/things', 'cinco')
    await fetch(`${proxy.url}/api/things`)
    expect(seen).toEqual(['POST /api/things'])
  })

  test('websockets pass through', async () => {
    const request = http.request(`${proxy.url}/socket.io/?transport=websocket`, {
      headers: { connection: 'Upgrade', upgrade: 'websocket' },
    })
    request.end()
    const [answer, socket] = (await once(request, 'upgrade')) as [http.IncomingMessage, Socket]
    expect(answer.statusCode).toBe(101)
    socket.write('hola')
    const [data] = (await once(socket, 'data')) as [Buffer]
    expect(String(data)).toBe('echo hola')
    expect(proxy.stats.upgrades).toBe(1)
    socket.destroy()
  })
})
