import { once } from 'node:events'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import net, { type AddressInfo, type Socket } from 'node:net'

/**
 * A proxy between Chromium and the real server that misbehaves on purpose, serving the whole
 * app origin (PWA, /api, /uploads, socket.io's polling and websockets). The browser only ever
 * sees the proxy's origin, so the server behind it can be killed and started again on another
 * port (retarget) while IndexedDB, the service worker and its queue stay bound to one origin.
 *
 * Modes, switchable at any time:
 * - 'pass': forward everything;
 * - 'refuse': accept each connection and destroy it at once (what a dead server looks like to
 *   a fetch: no HTTP answer at all); requests on kept-alive connections are dropped the same way;
 * - 'cut': a matching request (by default a mutating /api call) is, with the given probability
 *   or when the given rule says so, forwarded in full, its whole answer read from the server, and
 *   then the client's connection is destroyed without a byte of that answer: the server
 *   committed, the client never heard.
 *
 * `onForwarded` is called once a matching request's body has been fully handed to the server,
 * so a test can kill the server a few milliseconds into the write.
 */
export type ChaosMode = 'pass' | 'refuse' | 'cut'

export interface RequestInfo {
  method: string
  path: string
}

/** What became of a forwarded request: the server's answer relayed, cut, or never given. */
export type RequestOutcome = `answered ${number}` | 'cut' | 'no-answer'

export interface ForwardedRequest extends RequestInfo {
  outcome: Promise<RequestOutcome>
}

/** Decides, per matching request, whether 'cut' cuts it (instead of a probability). */
export type CutRule = (request: RequestInfo) => boolean

export interface ChaosStats {
  forwarded: number
  cut: number
  refused: number
  /** requests whose server went away before answering (killed, or not listening) */
  upstreamFailed: number
  upgrades: number
}

export interface ChaosProxyOptions {
  upstreamPort: number
  /** Which requests 'cut' and onForwarded apply to; default: POST/PUT/PATCH/DELETE under /api/. */
  matches?: (request: RequestInfo) => boolean
  /** A random source in [0, 1), replaceable for a reproducible run. */
  random?: () => number
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export const mutatingApiRequest = ({ method, path }: RequestInfo): boolean =>
  MUTATING.has(method) && path.startsWith('/api/')

export interface ChaosProxy {
  readonly port: number
  readonly url: string
  readonly stats: ChaosStats
  /** The last requests settled, oldest first ('POST /api/… → cut'), to read a failure by. */
  readonly recent: string[]
  readonly mode: ChaosMode
  /** `cut` applies to 'cut': a probability (default 1) or a rule asked for each request. */
  setMode(mode: ChaosMode, cut?: number | CutRule): void
  retarget(upstreamPort: number): void
  onForwarded(hook: ((request: ForwardedRequest) => void) | null): void
  /** Destroys every open connection (both sides), e.g. when the server behind was killed. */
  dropConnections(): void
  close(): Promise<void>
}

export async function startChaosProxy(options: ChaosProxyOptions): Promise<ChaosProxy> {
  const matches = options.matches ?? mutatingApiRequest
  const random = options.random ?? Math.random
  let upstreamPort = options.upstreamPort
  let mode: ChaosMode = 'pass'
  let cut: number | CutRule = 1
  let hook: ((request: ForwardedRequest) => void) | null = null
  const stats: ChaosStats = { forwarded: 0, cut: 0, refused: 0, upstreamFailed: 0, upgrades: 0 }
  const sockets = new Set<Socket>()
  const recent: string[] = []
  const openedAt = Date.now()

  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  }

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (mode === 'refuse') {
      stats.refused += 1
      req.socket.destroy()
      return
    }
    const info: RequestInfo = { method: req.method ?? 'GET', path: req.url ?? '/' }
    const isMatch = matches(info)
    const willCut =
      mode === 'cut' && isMatch && (typeof cut === 'number' ? random() < cut : cut(info))
    const upstream = http.request({
      host: '127.0.0.1',
      port: upstreamPort,
      method: info.method,
      path: info.path,
      headers: req.headers,
      agent: false,
    })
    stats.forwarded += 1
    let settle: (outcome: RequestOutcome) => void = () => undefined
    const outcome = new Promise<RequestOutcome>((resolve) => (settle = resolve))
    const started = Date.now()
    void outcome.then((settled) => {
      const at = ((Date.now() - openedAt) / 1000).toFixed(1)
      recent.push(
        `${at} s: ${info.method} ${info.path} → ${settled} after ${Date.now() - started} ms`,
      )
      if (recent.length > 60) recent.shift()
    })
    upstream.on('error', () => {
      stats.upstreamFailed += 1
      settle('no-answer')
      req.socket.destroy()
    })
    upstream.on('finish', () => {
      if (isMatch) hook?.({ ...info, outcome })
    })
    upstream.on('response', (answer) => {
      if (willCut) {
        // Read the whole answer (the server finished its work), then hang up without it.
        answer.resume()
        answer.once('end', () => {
          stats.cut += 1
          settle('cut')
          req.socket.destroy()
        })
        answer.once('error', () => {
          settle('no-answer')
          req.socket.destroy()
        })
        return
      }
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders)
      answer.pipe(res)
      answer.once('end', () => settle(`answered ${answer.statusCode ?? 0}`))
      answer.once('error', () => {
        settle('no-answer')
        req.socket.destroy()
      })
    })
    req.pipe(upstream)
    req.once('error', () => upstream.destroy())
  }

  const upgrade = (req: IncomingMessage, client: Socket, head: Buffer) => {
    if (mode === 'refuse') {
      stats.refused += 1
      client.destroy()
      return
    }
    stats.upgrades += 1
    const server = net.connect(upstreamPort, '127.0.0.1')
    track(server)
    const lines = [`${req.method ?? 'GET'} ${req.url ?? '/'} HTTP/${req.httpVersion}`]
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`)
    }
    server.once('connect', () => {
      server.write(`${lines.join('\r\n')}\r\n\r\n`)
      if (head.length > 0) server.write(head)
      server.pipe(client)
      client.pipe(server)
    })
    const end = () => {
      server.destroy()
      client.destroy()
    }
    server.once('error', end)
    server.once('close', end)
    client.once('error', end)
    client.once('close', end)
  }

  const proxy = http.createServer(handle)
  proxy.keepAliveTimeout = 5_000
  proxy.on('connection', (socket: Socket) => {
    track(socket)
    if (mode === 'refuse') {
      stats.refused += 1
      socket.destroy()
    }
  })
  proxy.on('upgrade', upgrade)
  proxy.on('clientError', (_error, socket) => socket.destroy())
  proxy.listen(0, '127.0.0.1')
  await once(proxy, 'listening')
  const port = (proxy.address() as AddressInfo).port

  return {
    port,
    url: `http://127.0.0.1:${port}`,
    stats,
    recent,
    get mode() {
      return mode
    },
    setMode(next, rule = 1) {
      mode = next
      cut = rule
    },
    retarget(next) {
      upstreamPort = next
    },
    onForwarded(next) {
      hook = next
    },
    dropConnections() {
      for (const socket of sockets) socket.destroy()
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => proxy.close(() => resolve()))
    },
  }
}
