import type { Server as HttpServer, IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { createAdapter } from '@socket.io/redis-adapter'
import type { FastifyBaseLogger } from 'fastify'
import { Server, type DefaultEventsMap } from 'socket.io'
import { errorCodes, type ErrorCode } from '../contract/error-codes.js'
import { serverMessages } from '../contract/errors.js'
import type { Session } from '../auth/session.js'
import { isPlausibleToken } from '../auth/tokens.js'
import type { RedisConnection } from '../redis.js'
import { corkEachTick } from './cork-each-tick.js'

/**
 * socket.io on the API's own HTTP server, at /socket.io/.
 *
 * A client authenticates at handshake with the same bearer token as REST
 * (`io({ auth: { token } })`); a refusal arrives as `connect_error` with a Spanish message and
 * `data.error`. An accepted socket joins `user:<id>` (what features emit to) and a room for
 * its token, so a logout can close exactly the sockets that token opened.
 *
 * With Redis the rooms span every node (the Redis adapter): an emit or a disconnect on one
 * node reaches sockets held by another. Delivery is at-most-once either way; clients catch up
 * through replication after a reconnect.
 */
export interface SocketData {
  userId: string
  tokenHash: string
}

export type RealtimeServer = Server<
  DefaultEventsMap,
  DefaultEventsMap,
  DefaultEventsMap,
  SocketData
>

export interface RealtimeOptions {
  httpServer: HttpServer
  authenticate: (token: string) => Promise<Session | null>
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

function handshakeError(code: ErrorCode, message: string): Error & { data: { error: ErrorCode } } {
  return Object.assign(new Error(message), { data: { error: code } })
}

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

  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown } | undefined
    const token = auth?.token
    if (!isPlausibleToken(token)) {
      next(handshakeError(errorCodes.unauthorized, serverMessages.unauthorized))
      return
    }
    options.authenticate(token).then(
      (session) => {
        if (!session) {
          next(handshakeError(errorCodes.unauthorized, serverMessages.unauthorized))
          return
        }
        socket.data = { userId: session.user.id, tokenHash: session.tokenHash }
        next()
      },
      (error: unknown) => {
        log.error({ err: error }, 'socket handshake failed')
        next(handshakeError(errorCodes.internal, serverMessages.internal))
      },
    )
  })

  io.on('connection', (socket) => {
    void socket.join([userRoom(socket.data.userId), tokenRoom(socket.data.tokenHash)])
  })

  return {
    io,
    disconnectToken(tokenHash) {
      io.in(tokenRoom(tokenHash)).disconnectSockets(true)
    },
    async close() {
      // Only this node's sockets: a plain io.disconnectSockets() would go through the Redis
      // adapter and drop every node's clients. io.close() is not used because it also closes
      // the HTTP server, which Fastify does itself right after.
      io.local.disconnectSockets(true)
      io.engine.close()
      await io.of('/').adapter.close()
    },
  }
}
