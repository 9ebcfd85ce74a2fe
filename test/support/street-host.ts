import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { mvtTile, type MvtLayer } from './mvt-tile'

/**
 * A stand-in for a street style's host (OpenFreeMap's shape: a style whose vector source is a
 * TileJSON URL on the same host, naming a `tiles` template), on 127.0.0.1, for the server's
 * static maps to fetch from. Its tiles are whatever `layersOf(z, x, y)` says. Modes:
 * - 'up': answers;
 * - 'hang': accepts and reads each request, never answers;
 * - 'down': destroys each connection as a request comes (what a dead host looks like).
 */
export type StreetHostMode = 'up' | 'hang' | 'down'

export interface StreetHost {
  readonly styleUrl: string
  /** tile requests answered so far, as z/x/y */
  readonly tilesServed: string[]
  setMode(mode: StreetHostMode): void
  close(): Promise<void>
}

export async function startStreetHost(
  layersOf: (z: number, x: number, y: number) => MvtLayer[],
): Promise<StreetHost> {
  let mode: StreetHostMode = 'up'
  const tilesServed: string[] = []
  const sockets = new Set<Socket>()
  const server = http.createServer((request, response): void => {
    if (mode === 'hang') return
    if (mode === 'down') {
      request.socket.destroy()
      return
    }
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const url = request.url ?? ''
    const json = (body: unknown): void => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    }
    if (url === '/styles/calles') {
      return json({
        version: 8,
        sources: { openmaptiles: { type: 'vector', url: `${origin}/planet` } },
        layers: [],
      })
    }
    if (url === '/planet') {
      return json({
        tilejson: '3.0.0',
        tiles: [`${origin}/planet/v1/{z}/{x}/{y}.pbf`],
        maxzoom: 14,
      })
    }
    const tile = /^\/planet\/v1\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(url)
    if (tile) {
      const [z, x, y] = tile.slice(1).map(Number) as [number, number, number]
      tilesServed.push(`${z}/${x}/${y}`)
      const body = mvtTile(layersOf(z, x, y))
      response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(body)
      return
    }
    response.writeHead(404).end()
  })
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const port = (server.address() as AddressInfo).port
  return {
    styleUrl: `http://127.0.0.1:${port}/styles/calles`,
    tilesServed,
    setMode(next) {
      mode = next
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      server.close()
      await once(server, 'close')
    },
  }
}
