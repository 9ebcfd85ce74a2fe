import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { AddressInfo } from 'node:net'
import {
  LOGIN_WINDOW_SECONDS,
  SIGNUP_WINDOW_SECONDS,
  SOCKET_JOIN_WINDOW_SECONDS,
} from './config.js'
import type { AppConfig } from './config.js'
import { errorCodes } from './contract/error-codes.js'
import { serverMessages } from './contract/errors.js'
import type { DatabaseHandle } from './db/database.js'
import { createGroupCommit } from './db/group-commit.js'
import { createSessionCache, type SessionCache } from './auth/session-cache.js'
import { createIdempotencyLedger } from './http/idempotency-ledger.js'
import {
  createIdempotencyRepository,
  type IdempotencyRepository,
} from './http/idempotency.repository.js'
import { startHeartbeat, type InstanceHeartbeat } from './http/instance-heartbeat.js'
import { createQueuedWrites, type QueuedWrites } from './http/queued-writes.js'
import { createRateLimits, type PairedLimit, type RateLimits } from './http/rate-limits.js'
import { createMailer, type Mailer } from './mail/mailer.js'
import { createAuthRepository, type AuthRepository } from './modules/auth/auth.repository.js'
import { createAuthService, type AuthService } from './modules/auth/auth.service.js'
import { createLoginLimiter, type LoginLimiter } from './modules/auth/login-limiter.js'
import { allocateChangeSeqsOf } from './modules/sync/change-sequence.repository.js'
import { createChangeBroadcaster, type ChangeBroadcaster } from './realtime/change-broadcaster.js'
import { createRealtimeGateway, type RealtimeGateway } from './realtime/gateway.js'
import type { RedisConnection } from './redis.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** socket.io: feature services emit to `userRoom(id)` through it. */
    realtime: RealtimeGateway
  }
}

export interface AppOptions {
  config: AppConfig
  database: DatabaseHandle
  redis?: RedisConnection | null
  logger?: FastifyBaseLogger
}

/**
 * What every module's `register(app, deps)` may use: the handles the caller passed in and the
 * machinery shared across modules (sessions, limits, mail, live updates, queued writes). A
 * module that needs another module's service gets it beside these, named in its own `…Deps`.
 */
export interface AppDeps {
  config: AppConfig
  database: DatabaseHandle
  redis: RedisConnection | null
  log: FastifyBaseLogger
  rateLimits: RateLimits
  /** A socket's handshake and each join-match event, per address and per user. */
  socketJoinLimit: PairedLimit
  /** Failed logins; also what a password or e-mail change counts against. */
  loginLimiter: LoginLimiter
  sessions: SessionCache
  /** Accounts and sessions (one instance: it batches session writes). */
  authRepository: AuthRepository
  /** Who a bearer token belongs to: the /api guard and the socket handshake ask it. */
  auth: AuthService
  /** A revoked token's cached session and open sockets go at once. */
  onTokenRevoked: (tokenHash: string) => void
  mailer: Mailer
  /** The origin of links in e-mails: PUBLIC_URL, else this machine on the port bound. */
  publicOrigin: () => string
  realtime: RealtimeGateway
  broadcaster: ChangeBroadcaster
  idempotency: { repository: IdempotencyRepository; instance: InstanceHeartbeat }
  /** Queued writes commit in batches with their keys' records and answers. */
  queuedWrites: QueuedWrites
}

/** Without PUBLIC_URL, links in mails point at this machine on the port actually bound. */
function localOrigin(address: AddressInfo | string | null): string {
  return `http://localhost:${typeof address === 'object' && address ? address.port : 3000}`
}

/**
 * Builds the shared machinery on `app`, with its shutdown hooks: cached sessions close on
 * close; open websockets are dropped before the HTTP server closes (`closeConnections` first,
 * so answers still in flight close their connection behind them).
 */
export async function createAppDeps(
  app: FastifyInstance,
  options: AppOptions,
  closeConnections: () => void,
): Promise<AppDeps> {
  const { config, database } = options
  const redis = options.redis ?? null
  const log = app.log
  const authRepository = createAuthRepository(database.db)
  const rateLimits = createRateLimits({ redis, log })
  const socketJoinLimit = rateLimits.paired({
    name: 'socket-join',
    perIp: { points: config.socketJoinsMaxPerIp, seconds: SOCKET_JOIN_WINDOW_SECONDS },
    perAccount: { points: config.socketJoinsMaxPerUser, seconds: SOCKET_JOIN_WINDOW_SECONDS },
    code: errorCodes.tooManyRequests,
    message: serverMessages.tooManySocketJoins,
  })
  const loginLimiter = createLoginLimiter(rateLimits, {
    maxFailsPerEmail: config.loginMaxFailsPerEmail,
    maxAttemptsPerIp: config.loginMaxAttemptsPerIp,
    windowSeconds: LOGIN_WINDOW_SECONDS,
  })
  const sessions = await createSessionCache({ ttlMs: config.sessionCacheMs, redis, log })
  app.addHook('onClose', () => sessions.close())
  const onTokenRevoked = (tokenHash: string) => {
    sessions.forgetToken(tokenHash)
    realtime.disconnectToken(tokenHash)
  }
  const auth = createAuthService({
    repository: authRepository,
    limiter: loginLimiter,
    signupLimit: rateLimits.paired({
      name: 'signup',
      perIp: { points: config.signupMaxPerIp, seconds: SIGNUP_WINDOW_SECONDS },
      perAccount: { points: config.signupMaxPerEmail, seconds: SIGNUP_WINDOW_SECONDS },
      code: errorCodes.tooManySignups,
      message: serverMessages.tooManySignups,
    }),
    tokenTtlDays: config.tokenTtlDays,
    onTokenRevoked,
    sessions,
  })
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log })
  const realtime = createRealtimeGateway({
    httpServer: app.server,
    sessions: auth,
    joinLimit: socketJoinLimit,
    sessionRecheckMs: config.sessionRecheckSeconds * 1000,
    securityHeaders: config.csp,
    trustProxy: config.trustProxy,
    redis,
    log,
  })
  app.decorate('realtime', realtime)
  // Open websockets would keep the HTTP server from closing: drop them first.
  app.addHook('preClose', async () => {
    closeConnections()
    await realtime.close()
  })
  const idempotencyRepository = createIdempotencyRepository(database.db)
  const instance = startHeartbeat({ repository: idempotencyRepository, log, now: Date.now })
  const queuedWrites = createQueuedWrites(
    createGroupCommit(
      database.writer,
      createIdempotencyLedger({ repository: idempotencyRepository, owner: () => instance.id }),
      {
        onAfterCommitError: (error) =>
          log.warn({ err: error }, 'notice after a group commit failed'),
        windowMs: config.groupCommitWindowMs,
        lockFeeds: (trx, feeds) =>
          allocateChangeSeqsOf(
            trx,
            feeds.map((feed) => [feed, 0] as const),
          ),
      },
    ),
  )
  return {
    config,
    database,
    redis,
    log,
    rateLimits,
    socketJoinLimit,
    loginLimiter,
    sessions,
    authRepository,
    auth,
    onTokenRevoked,
    mailer,
    publicOrigin: () => config.publicUrl ?? localOrigin(app.server.address()),
    realtime,
    broadcaster: createChangeBroadcaster(realtime, log),
    idempotency: { repository: idempotencyRepository, instance },
    queuedWrites,
  }
}
