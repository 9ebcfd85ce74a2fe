import type { Server as HttpServer, IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { createAdapter } from '@socket.io/redis-adapter'
import type { FastifyBaseLogger } from 'fastify'
import { Server, type Socket } from 'socket.io'
import { errorCodes, type ErrorCode } from '../contract/error-codes.js'
import { serverMessages } from '../contract/errors.js'
import type { CspHosts } from '../config.js'
import type { HandshakeRefusalData } from '../contract/socket.contract.js'
import { SESSION_ENDED_EVENT } from '../contract/socket.contract.js'
import type {
  ClientToServerEvents,
  InterServerEvents,
  ServerToClientEvents,
} from '../contract/socket-events.js'
import type { RealtimeServer, SocketData } from './realtime-server.js'
import type { SessionAuthenticator, SessionChecker } from '../auth/session.js'
import { isPlausibleToken } from '../auth/tokens.js'
import { clientFacts, proxyTrust } from '../http/client-address.js'
import { HttpError } from '../http/http-error.js'
import type { PairedLimit } from '../http/rate-limits.js'
import { plainHost, securityHeaders } from '../http/security-headers.js'
import type { RedisConnection } from '../redis.js'
import { corkEachTick } from './cork-each-tick.js'
import { sessionEnded, startSessionRecheck } from './session-recheck.js'

/**
 * socket.io on the API's own HTTP server, at /socket.io/.
 *
 * A client authenticates at handshake with the same bearer token as REST
 * (`io({ auth: { token } })`); a refusal arrives as `connect_error` with a Spanish message and
 * `data.error`. An accepted socket joins `user:<id>` (what features emit to) and a room for
 * its token, so a logout can close exactly the sockets that token opened.
 *
 * Handshakes count against the socket-join limit (per client address before the token is
 * read, per user after); a refusal is `connect_error` with `data.error` 'too-many-requests'
 * and `data.retryAfter`. Each node re-checks its sockets' sessions every `sessionRecheckMs`
 * (session-recheck.ts). socket.io answers its long-polling requests without Fastify, so the
 * security headers are added to them here.
 *
 * With Redis the rooms span every node (the Redis adapter): an emit or a disconnect on one
 * node reaches sockets held by another. Delivery is at-most-once either way; clients catch up
 * through replication after a reconnect.
 */
export type { RealtimeServer, SocketData }

export interface RealtimeOptions {
  httpServer: HttpServer
  sessions: SessionAuthenticator & SessionChecker
  /** Handshakes and room joins, per client address and per user. */
  joinLimit: Pick<PairedLimit, 'consumeIp' | 'consumeAccount'>
  sessionRecheckMs: number
  securityHeaders: CspHosts
  trustProxy: boolean | string[]
  redis: RedisConnection | null
  log: FastifyBaseLogger
}

export interface RealtimeGateway {
  io: RealtimeServer
  /** Closes, on every node, the sockets opened with this token. */
  disconnectToken(tokenHash: string): void
  /** Closes this node's sockets (used at shutdown, before the HTTP server closes). */
  close(): Promise<void>
}

const SOCKET_PATH = '/socket.io/'

export const userRoom = (userId: string) => `user:${userId}`
const tokenRoom = (tokenHash: string) => `token:${tokenHash}`

function handshakeError(
  code: ErrorCode,
  message: string,
  retryAfter?: number,
): Error & { data: HandshakeRefusalData } {
  const data: HandshakeRefusalData =
    retryAfter === undefined ? { error: code } : { error: code, retryAfter }
  return Object.assign(new Error(message), { data })
}

/** A rate-limit refusal as a handshake error; anything else is an internal failure. */
function refusal(error: unknown): Error & { data: HandshakeRefusalData } {
  if (error instanceof HttpError) {
    return handshakeError(error.code, error.message, Number(error.headers['Retry-After']))
  }
  return handshakeError(errorCodes.internal, serverMessages.internal)
}

const unauthorized = () => handshakeError(errorCodes.unauthorized, serverMessages.unauthorized)

export function createRealtimeGateway(options: RealtimeOptions): RealtimeGateway {
  const { redis, log } = options
  // Before socket.io's own listener: the raw connection, for the whole life of the websocket.
  options.httpServer.prependListener('upgrade', (request: IncomingMessage, socket: Duplex) => {
    if (request.url?.startsWith(SOCKET_PATH)) corkEachTick(socket)
  })
  const io: RealtimeServer = new Server(options.httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    // Clients send their writes over REST; socket frames are small notices.
    maxHttpBufferSize: 64 * 1024,
    ...(redis
      ? {
          adapter: createAdapter(redis.forAdapter.publisher, redis.forAdapter.subscriber, {
            key: `${redis.keyPrefix}socket.io`,
          }),
        }
      : {}),
  })

  const trust = proxyTrust(options.trustProxy)
  io.engine.on('headers', (headers: Record<string, string>, request: IncomingMessage) => {
    const { isHttps } = clientFacts(request, trust)
    Object.assign(
      headers,
      securityHeaders(options.securityHeaders, { isHttps, host: plainHost(request.headers.host) }),
    )
  })

  /** Fills socket.data, or answers the refusal; a limit's 429 or a failure is thrown. */
  async function admit(
    socket: Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>,
  ) {
    const auth = socket.handshake.auth as { token?: unknown } | undefined
    const token = auth?.token
    const { ip } = clientFacts(socket.request, trust)
    // The address pays before the token is even looked up: a flood of handshakes with
    // guessed tokens must not turn into as many database reads.
    await options.joinLimit.consumeIp(ip)
    if (!isPlausibleToken(token)) return unauthorized()
    const session = await options.sessions.authenticate(token)
    if (!session) return unauthorized()
    await options.joinLimit.consumeAccount(session.user.id)
    socket.data = { userId: session.user.id, tokenHash: session.tokenHash, ip }
    return null
  }

  io.use((socket, next) => {
    admit(socket).then(
      (refused) => next(refused ?? undefined),
      (error: unknown) => {
        if (!(error instanceof HttpError)) log.error({ err: error }, 'socket handshake failed')
        next(refusal(error))
      },
    )
  })

  io.on('connection', (socket) => {
    void socket.join([userRoom(socket.data.userId), tokenRoom(socket.data.tokenHash)])
  })

  const recheck = startSessionRecheck({
    io,
    sessions: options.sessions,
    intervalMs: options.sessionRecheckMs,
    log,
  })

  return {
    io,
    disconnectToken(tokenHash) {
      io.to(tokenRoom(tokenHash)).emit(SESSION_ENDED_EVENT, sessionEnded)
      io.in(tokenRoom(tokenHash)).disconnectSockets(true)
    },
    async close() {
      recheck.stop()
      // Only this node's sockets: a plain io.disconnectSockets() would go through the Redis
      // adapter and drop every node's clients. io.close() is not used because it also closes
      // the HTTP server, which Fastify does itself right after.
      io.local.disconnectSockets(true)
      io.engine.close()
      await io.of('/').adapter.close()
    },
  }
}
