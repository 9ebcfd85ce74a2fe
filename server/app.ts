import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import type { AddressInfo } from 'node:net'
import { pino } from 'pino'
import {
  EMAIL_CHANGE_WINDOW_SECONDS,
  LOGIN_WINDOW_SECONDS,
  RESET_WINDOW_SECONDS,
  SIGNUP_WINDOW_SECONDS,
  SOCKET_JOIN_WINDOW_SECONDS,
  VISITOR_WINDOW_SECONDS,
  findProjectRoot,
  type AppConfig,
} from './config.js'
import { errorCodes } from './contract/error-codes.js'
import { serverMessages } from './contract/errors.js'
import { emailChangeMessages } from './contract/email-change.contract.js'
import { passwordMessages } from './contract/password.contract.js'
import { publicLostPetMessages } from './contract/public-lost-pets.contract.js'
import type { DatabaseHandle } from './db/database.js'
import { sharedSecret } from './db/server-secrets.repository.js'
import { errorHandler, frameworkErrorHandler } from './http/error-handler.js'
import { HttpError } from './http/http-error.js'
import { installIdempotency } from './http/idempotency.js'
import { createIdempotencyRepository } from './http/idempotency.repository.js'
import { createIdempotencyLedger } from './http/idempotency-ledger.js'
import { startHeartbeat } from './http/instance-heartbeat.js'
import { createQueuedWrites } from './http/queued-writes.js'
import { createGroupCommit } from './db/group-commit.js'
import { registerStaticFiles } from './http/static-files.js'
import { createRateLimits } from './http/rate-limits.js'
import { pagePolicy, securityHeadersHook } from './http/security-headers.js'
import { installAuthGuard } from './auth/auth.guard.js'
import { createSessionCache } from './auth/session-cache.js'
import { createAuthRepository } from './modules/auth/auth.repository.js'
import { authRoutes } from './modules/auth/auth.routes.js'
import { createAuthService } from './modules/auth/auth.service.js'
import { createEmailChangeRepository } from './modules/auth/email-change.repository.js'
import { emailChangeRoutes } from './modules/auth/email-change.routes.js'
import { createEmailChangeService } from './modules/auth/email-change.service.js'
import { createLoginLimiter } from './modules/auth/login-limiter.js'
import { createPasswordRepository } from './modules/auth/password.repository.js'
import { passwordRoutes } from './modules/auth/password.routes.js'
import { createPasswordService } from './modules/auth/password.service.js'
import { createMailer } from './mail/mailer.js'
import { healthRoutes } from './modules/health/health.routes.js'
import { createHealthService } from './modules/health/health.service.js'
import { configRoutes } from './modules/map/config.routes.js'
import { registerMapRoutes } from './modules/map/map.routes.js'
import { staticMapMessages } from './contract/static-map.js'
import { createCommentsRepository } from './modules/comments/comments.repository.js'
import { createChatRepository } from './modules/chat/chat.repository.js'
import { chatRoutes } from './modules/chat/chat.routes.js'
import { createLostPetChatRepository } from './modules/chat/lost-pet-chat.repository.js'
import { lostPetChatRoutes } from './modules/chat/lost-pet-chat.routes.js'
import { createLostPetChatService } from './modules/chat/lost-pet-chat.service.js'
import {
  createChatService,
  type ChatService,
  type StoredMessageEvent,
} from './modules/chat/chat.service.js'
import { createMessagesFeed } from './modules/chat/messages.feed.js'
import { createMessagesFeedRepository } from './modules/chat/messages-feed.repository.js'
import { commentsRoutes } from './modules/comments/comments.routes.js'
import { createCommentsService } from './modules/comments/comments.service.js'
import { matchesFeed } from './modules/matches/matches.feed.js'
import { matchesRoutes } from './modules/matches/matches.routes.js'
import { createMatchesService } from './modules/matches/matches.service.js'
import { createMatchesViewsRepository } from './modules/matches/matches-views.repository.js'
import { createSwipesRepository } from './modules/matches/swipes.repository.js'
import { createDiscoverRepository } from './modules/discover/discover.repository.js'
import { discoverRoutes } from './modules/discover/discover.routes.js'
import { createDiscoverService } from './modules/discover/discover.service.js'
import { createCursorSeal } from './modules/discover/discover-cursor.js'
import { notificationsFeed } from './modules/notifications/notifications.feed.js'
import { createNotificationsRepository } from './modules/notifications/notifications.repository.js'
import { notificationsRoutes } from './modules/notifications/notifications.routes.js'
import {
  NOTIFICATION_TEST_WINDOW_SECONDS,
  NOTIFICATION_TESTS_PER_WINDOW,
  notificationTestMessages,
} from './contract/notification-test.contract.js'
import { createPushModule, pushRoutes } from './modules/push/index.js'
import {
  createNotificationsService,
  type NotificationsService,
} from './modules/notifications/notifications.service.js'
import { createCyclesModule } from './modules/cycles/index.js'
import { createServicesModule } from './modules/services/index.js'
import { createLostPetsModule, type LostPetsModule } from './modules/lost-pets/index.js'
import { createFoundPetsModule } from './modules/found-pets/index.js'
import { foundReportMessages } from './contract/found-reports.contract.js'
import { createPublicLostPetsRepository } from './modules/public-lost-pets/public-lost-pets.repository.js'
import { publicLostPetsRoutes } from './modules/public-lost-pets/public-lost-pets.routes.js'
import { createPublicLostPetsService } from './modules/public-lost-pets/public-lost-pets.service.js'
import { createPublicPetsRepository } from './modules/public-pets/public-pets.repository.js'
import { publicPetsRoutes } from './modules/public-pets/public-pets.routes.js'
import { createPageRenderer } from './modules/public-pages/page-renderer.js'
import { createPhotoPreviews } from './modules/public-pages/photo-preview.js'
import { registerPublicPages } from './modules/public-pages/public-pages.routes.js'
import { createPublicPetsService } from './modules/public-pets/public-pets.service.js'
import { createPetPhotoStore } from './modules/pets/pet-photos.js'
import { startStraySweeper } from './modules/media/stray-sweeper.js'
import { petsFeed } from './modules/pets/pets.feed.js'
import { createPetsRepository } from './modules/pets/pets.repository.js'
import { petsRoutes } from './modules/pets/pets.routes.js'
import { createPetsService } from './modules/pets/pets.service.js'
import { syncRoutes } from './modules/sync/sync.routes.js'
import { createAccountDeletionRepository } from './modules/account/account-deletion.repository.js'
import { createAccountExportRepository } from './modules/account/account-export.repository.js'
import { accountRoutes } from './modules/account/account.routes.js'
import { createAccountService } from './modules/account/account.service.js'
import { createMatchRepublisher } from './modules/matches/match-republisher.js'
import { createProfilePictureStore } from './modules/users/profile-pictures.js'
import { profileFeed } from './modules/users/profile.feed.js'
import { profileSeqOf, toProfileFeedDoc } from './modules/users/public-user.js'
import { createUsersRepository } from './modules/users/users.repository.js'
import { usersRoutes } from './modules/users/users.routes.js'
import { createPaymentEventsRepository } from './modules/subscription/payment-events.repository.js'
import { createPaymentProvider } from './modules/subscription/payment-provider.js'
import { createSubscriptionService } from './modules/subscription/subscription.service.js'
import { createPremiumBenefitsRepository } from './modules/subscription/premium-benefits.repository.js'
import { premiumBenefitsRoutes } from './modules/subscription/premium-benefits.routes.js'
import { createPremiumBenefitsService } from './modules/subscription/premium-benefits.service.js'
import { subscriptionRoutes } from './modules/subscription/subscription.routes.js'
import { createUsersService } from './modules/users/users.service.js'
import { createChangeBroadcaster } from './realtime/change-broadcaster.js'
import { attachChatEvents } from './realtime/chat-events.js'
import { createRealtimeGateway, userRoom, type RealtimeGateway } from './realtime/gateway.js'
import { createNodeFanout, hasLocalMembers } from './realtime/node-fanout.js'
import type { RedisConnection } from './redis.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** socket.io: feature services emit to `userRoom(id)` through it. */
    realtime: RealtimeGateway
    /** Chat: the socket layer uses isMember/send and plugs in its hooks (setHooks). */
    chat: ChatService
    /** In-app notifications: other modules deliver through notifyUsers and the lost-pet notices. */
    notifications: NotificationsService
    /** Lost pets: other modules plug their hooks in with `lostPets.setHooks` (lost-pets.hooks.ts). */
    lostPets: LostPetsModule
  }
}

export interface AppOptions {
  config: AppConfig
  database: DatabaseHandle
  redis?: RedisConnection | null
  logger?: FastifyBaseLogger
}

/** Without PUBLIC_URL, links in mails point at this machine on the port actually bound. */
function localOrigin(address: AddressInfo | string | null): string {
  return `http://localhost:${typeof address === 'object' && address ? address.port : 3000}`
}

/** JSON bodies; the multipart routes (pets, avatar, banner) have their own per-part limits. */
const JSON_BODY_LIMIT = 64 * 1024

/** One log line per request (Fastify's default is two), with what an operator scans for. */
class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else reply.log.info(line, 'request completed')
  }
}

/**
 * The whole HTTP surface as a Fastify instance, not yet listening: `/api/*` (JSON, bearer token
 * required unless a route is public), socket.io at `/socket.io/`, uploads at `/uploads/`, and
 * the built PWA at `/` with its SPA fallback. The caller owns the database and Redis handles
 * and closes them after `app.close()`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options
  const redis = options.redis ?? null
  const secure = securityHeadersHook(config.csp, config.trustProxy)
  const app = Fastify({
    loggerInstance: options.logger ?? pino({ level: config.logLevel }),
    logController: new RequestLogController(),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    frameworkErrors: (error, request, reply) => {
      secure(request, reply)
      frameworkErrorHandler(error, request, reply)
    },
    // Keep-alive connections that sit idle would hold shutdown open.
    forceCloseConnections: 'idle',
  })
  // The API speaks JSON: a text/plain body is a client mistake (415), not a string to validate.
  app.removeContentTypeParser('text/plain')
  app.setErrorHandler(errorHandler)
  let isClosing = false
  app.addHook('onSend', async (request, reply) => {
    secure(request, reply)
    // A request that was in flight at shutdown must not leave its connection open behind it:
    // the server waits for every connection, and a browser keeps an idle one for minutes.
    if (isClosing) reply.header('Connection', 'close')
  })

  const authRepository = createAuthRepository(database.db)
  const rateLimits = createRateLimits({ redis, log: app.log })
  // A socket's handshake and each join-match event, per address and per user.
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
  const sessions = await createSessionCache({
    ttlMs: config.sessionCacheMs,
    redis,
    log: app.log,
  })
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
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log })
  const passwords = createPasswordService({
    users: authRepository,
    repository: createPasswordRepository(database.db),
    loginLimiter,
    // Every request counts against the caller's IP and the e-mail it names, whether or not
    // that address has an account, so a 429 tells nothing about who is registered.
    resetLimiter: rateLimits.paired({
      name: 'reset',
      accountLabel: 'email',
      perIp: { points: config.resetMaxPerIp, seconds: RESET_WINDOW_SECONDS },
      perAccount: { points: config.resetMaxPerEmail, seconds: RESET_WINDOW_SECONDS },
      code: errorCodes.tooManyResetRequests,
      message: passwordMessages.tooManyResetRequests,
    }),
    mailer,
    publicOrigin: () => config.publicUrl ?? localOrigin(app.server.address()),
    onTokenRevoked,
    log: app.log,
  })
  // Mails accepted before shutdown still go out; then the SMTP connection closes.
  app.addHook('onClose', async () => {
    // `emailChanges` is made below, once the broadcaster exists; closing comes long after.
    await Promise.all([passwords.drain(), emailChanges.drain()])
    mailer.close()
  })
  const realtime = createRealtimeGateway({
    httpServer: app.server,
    sessions: auth,
    joinLimit: socketJoinLimit,
    sessionRecheckMs: config.sessionRecheckSeconds * 1000,
    securityHeaders: config.csp,
    trustProxy: config.trustProxy,
    redis,
    log: app.log,
  })
  app.decorate('realtime', realtime)
  // Open websockets would keep the HTTP server from closing: drop them first.
  app.addHook('preClose', async () => {
    isClosing = true
    await realtime.close()
  })

  const broadcaster = createChangeBroadcaster(realtime, app.log)
  const emailChanges = createEmailChangeService({
    repository: createEmailChangeRepository(database.db),
    loginLimiter,
    requestLimit: rateLimits.paired({
      name: 'email-change',
      accountLabel: 'user',
      perIp: { points: config.emailChangeMaxPerIp, seconds: EMAIL_CHANGE_WINDOW_SECONDS },
      perAccount: { points: config.emailChangeMaxPerUser, seconds: EMAIL_CHANGE_WINDOW_SECONDS },
      code: errorCodes.tooManyEmailChanges,
      message: emailChangeMessages.tooMany,
    }),
    mailer,
    publicOrigin: () => config.publicUrl ?? localOrigin(app.server.address()),
    // Like any profile write (users.service.ts): every device's replicated profile, and with
    // it the session's user ('Sesión iniciada como …'), follows; cached sessions hold the row.
    onChanged: (user) => {
      sessions.forgetUser(user.id)
      broadcaster.publish([user.id], {
        collection: 'profile',
        documents: [toProfileFeedDoc(user)],
        checkpoint: { seq: profileSeqOf(user) },
      })
    },
    log: app.log,
  })
  // The write machinery: queued writes commit in batches with their keys' records and answers.
  const idempotencyRepository = createIdempotencyRepository(database.db)
  const instance = startHeartbeat({
    repository: idempotencyRepository,
    log: app.log,
    now: Date.now,
  })
  const queuedWrites = createQueuedWrites(
    createGroupCommit(
      database.writer,
      createIdempotencyLedger({ repository: idempotencyRepository, owner: () => instance.id }),
      (error) => app.log.warn({ err: error }, 'notice after a group commit failed'),
    ),
  )
  const petsRepository = createPetsRepository(database.db)
  const petPhotos = createPetPhotoStore(config.uploadsDir)
  const pets = createPetsService({ repository: petsRepository, photos: petPhotos, broadcaster })
  const push = await createPushModule({
    database,
    vapidKeys: config.vapidKeys,
    vapidSubject: config.vapidSubject,
    leaseMs: config.pushLeaseSeconds * 1000,
    // `chat` is made below; the worker starts only once it is (see startPushWorker).
    isChatMuted: (userId, matchId) => chat.isMuted(userId, matchId),
    log: app.log,
  })
  const notifications = createNotificationsService({
    repository: createNotificationsRepository(database.db),
    broadcaster,
    dailyMax: config.notificationsDailyMax,
    alertRadiusKm: config.alertRadiusKm,
    log: app.log,
    onStored: () => push.service.wake(),
  })
  app.decorate('notifications', notifications)
  const swipesRepository = createSwipesRepository(database.db)
  const matchesViews = createMatchesViewsRepository(database.db)
  const matches = createMatchesService({
    swipes: swipesRepository,
    views: matchesViews,
    broadcaster,
    freeDailyLikes: config.freeDailyLikes,
    notifier: notifications,
    log: app.log,
    // `chat` is made just below; a match can only end once requests are served.
    onMatchEnded: (ended, reason) => chat.afterMatchEnded(ended, reason),
  })
  const messagesFeed = createMessagesFeed({
    repository: createMessagesFeedRepository(database.db),
    broadcaster,
    log: app.log,
  })
  const chat = createChatService({
    repository: createChatRepository(database.db, queuedWrites, notifications),
    messagesFeed,
    matches,
    log: app.log,
  })
  app.decorate('chat', chat)
  // Only now: the worker asks the chat module whether a chat is muted.
  const stopPushWorker = push.service.start(config.pushPollSeconds * 1000)
  app.addHook('onClose', () => stopPushWorker())
  // Socket half of chat: rooms, typing, live messages; stored messages reach the match room
  // through the service's hooks whether they came by REST or by socket.
  const chatEvents = attachChatEvents(realtime.io, chat, app.log, socketJoinLimit)
  // One inter-node message per tick for the tick's new messages; each node emits to its own
  // sockets: 'new-message' to the room, the 'messages' doc to both members, and the 'match'
  // doc (read from the database) only for members it holds a socket of.
  const messageFanout = createNodeFanout<StoredMessageEvent>({
    io: realtime.io,
    name: 'chat:stored',
    isClustered: redis !== null,
    log: app.log,
    deliver(events) {
      for (const { message, row, members, matchSeq } of events) {
        chatEvents.emitNewMessage(message, { local: true })
        messagesFeed.publishMessage(members, row, { local: true })
        const here = members.filter((id) => hasLocalMembers(realtime.io, userRoom(id)))
        void matches.republishMatchLocally(message.matchId, matchSeq, here)
      }
    },
  })
  chat.setHooks({
    onMessageStored: (event) => messageFanout.add(event),
    onMatchEnded: (matchId, userIds, reason) => {
      chatEvents.emitMatchUpdate({ matchId, reason }, userIds)
      chatEvents.closeMatchRoom(matchId)
    },
  })
  const lostPets = createLostPetsModule({
    database,
    uploadsDir: config.uploadsDir,
    broadcaster,
    feedRadiusKm: config.lostPetsFeedRadiusKm,
    sweepEveryMs: config.lostPetsSweepSeconds * 1000,
    log: app.log,
  })
  app.decorate('lostPets', lostPets)
  const lostPetChat = createLostPetChatService({
    repository: createLostPetChatRepository(database.db),
    matches,
    perDay: config.lostPetChatsPerDay,
    log: app.log,
  })
  // 'Encontré una mascota': found reports reach the users alerts reach, and 'Posibles
  // coincidencias' tell an alert's owner of each candidate once.
  const foundPets = createFoundPetsModule({
    database,
    uploadsDir: config.uploadsDir,
    broadcaster,
    feedRadiusKm: config.lostPetsFeedRadiusKm,
    limit: rateLimits.paired({
      name: 'found-report',
      perIp: { points: config.foundReportsMaxPerIp, seconds: 86_400 },
      perAccount: { points: config.foundReportsMaxPerUser, seconds: 86_400 },
      code: errorCodes.tooManyRequests,
      message: foundReportMessages.tooMany,
    }),
    notify: (userIds, payload) => notifications.notifyUsers(userIds, payload),
    openConversation: async (finderId, alertId) =>
      (await lostPetChat.openForFinder(finderId, alertId)).conversation,
    setAlertStatus: (userId, alertId, status) =>
      lostPets.lostPets.setStatus(userId, alertId, status),
    log: app.log,
  })
  // Spec §2 'Se ha notificado a la comunidad': a new alert notifies the users around its
  // last-seen place and the reporter's matches; a sighting notifies the owner at once.
  lostPets.setHooks({
    onAlertCreated: async (alert) => {
      await notifications.notifyCommunityOfAlert(alert)
      await foundPets.onAlertCreated(alert.id)
    },
    onSightingCreated: async (sighting, alert) => {
      await notifications.notifySightingToOwner(sighting, alert)
      await foundPets.onSightingCreated(sighting.id, sighting.reporterId)
    },
    onAlertFound: (alert) => foundPets.onAlertFound(alert.id),
  })
  const stopLostPetsSweeper = lostPets.startSweeper()
  const stopFoundPetsSweeper = foundPets.startSweeper(config.lostPetsSweepSeconds * 1000)
  // Photos a crash left without their row: pets (an edit's new photos are not named from the
  // write, a create's are), lost-pet alerts and sightings.
  const stopStraySweeper = startStraySweeper(
    [
      { store: petPhotos, inUse: () => petsRepository.photoPaths() },
      ...lostPets.straySources,
      ...foundPets.straySources,
    ],
    app.log,
  )
  app.addHook('onClose', async () => {
    stopLostPetsSweeper()
    stopFoundPetsSweeper()
    await stopStraySweeper()
  })
  const cycles = createCyclesModule({
    database,
    broadcaster,
    notify: (userIds, payload) => notifications.notifyUsers(userIds, payload),
    timeZone: config.market.timeZone,
    log: app.log,
  })
  const stopCycleReminders = cycles.startSweeper()
  app.addHook('onClose', (_instance, done) => {
    stopCycleReminders()
    done()
  })
  const services = createServicesModule({
    database,
    broadcaster,
    notify: (userIds, payload) => notifications.notifyUsers(userIds, payload),
    currency: config.currency,
    log: app.log,
  })
  // Premium 'Recordatorios de salud': the day before each health appointment.
  const stopAppointmentReminders = services.startSweeper()
  app.addHook('onClose', (_instance, done) => {
    stopAppointmentReminders()
    done()
  })
  const publicLostPets = createPublicLostPetsService({
    repository: createPublicLostPetsRepository(database.db),
    notifications,
    sightings: lostPets.sightings,
  })
  // Per address, and per alert so that many addresses cannot flood one owner either.
  const visitorLimit = rateLimits.paired({
    name: 'visitor-notice',
    accountLabel: 'alert',
    perIp: { points: config.visitorNoticesMaxPerIp, seconds: VISITOR_WINDOW_SECONDS },
    perAccount: { points: config.visitorNoticesMaxPerIp * 5, seconds: VISITOR_WINDOW_SECONDS },
    code: errorCodes.tooManyRequests,
    message: publicLostPetMessages.tooMany,
  })
  const notificationTestLimit = rateLimits.paired({
    name: 'notification-test',
    perIp: { points: NOTIFICATION_TESTS_PER_WINDOW * 5, seconds: NOTIFICATION_TEST_WINDOW_SECONDS },
    perAccount: {
      points: NOTIFICATION_TESTS_PER_WINDOW,
      seconds: NOTIFICATION_TEST_WINDOW_SECONDS,
    },
    code: errorCodes.tooManyRequests,
    message: notificationTestMessages.tooMany,
  })
  const publicPets = createPublicPetsService({
    repository: createPublicPetsRepository(database.db),
    notifications,
  })
  const users = createUsersService({
    repository: createUsersRepository(database.db),
    pictures: createProfilePictureStore(config.uploadsDir),
    broadcaster,
    matchStats: matches,
    onLocationChanged: async (userId) => {
      await lostPets.onLocationChanged(userId)
      await foundPets.onLocationChanged(userId)
    },
    onUserChanged: (userId) => sessions.forgetUser(userId),
  })
  const chatRepublisher = createMatchRepublisher(matchesViews, broadcaster, app.log)
  const account = createAccountService({
    deletion: createAccountDeletionRepository(database.db),
    exports: createAccountExportRepository(database.db),
    loginLimiter,
    removeUploads: (paths) => petPhotos.remove(paths),
    onTokenRevoked,
    onUserChanged: (userId) => sessions.forgetUser(userId),
    republishChat: (matchId, seq, userIds) => chatRepublisher.add(matchId, seq, userIds),
    retractAlerts: (alertIds) => lostPets.retractAlerts(alertIds),
  })
  const paymentProvider = createPaymentProvider(config.payment)
  const subscription = createSubscriptionService({
    provider: paymentProvider,
    events: createPaymentEventsRepository(database.db),
    users,
    swipes: swipesRepository,
    views: matchesViews,
  })

  await app.register(
    async (api) => {
      installAuthGuard(api, auth)
      // After the guard: keys are per user. Covers every mutating route registered below.
      installIdempotency(api, { repository: idempotencyRepository, log: app.log, instance })
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store')
      })
      await api.register(
        healthRoutes(createHealthService({ database, redis, version: config.version })),
      )
      await api.register(configRoutes(config.map, config.market))
      await api.register(authRoutes(auth))
      await api.register(passwordRoutes(passwords))
      await api.register(emailChangeRoutes(emailChanges))
      await api.register(usersRoutes(users))
      await api.register(accountRoutes(account))
      await api.register(petsRoutes(pets))
      await api.register(
        discoverRoutes(
          createDiscoverService({
            repository: createDiscoverRepository(database.db, database.dialect),
            cursors: createCursorSeal(
              config.cursorSecret ?? (await sharedSecret(database.db, 'discover-cursor')),
            ),
          }),
        ),
      )
      await api.register(matchesRoutes(matches))
      await api.register(subscriptionRoutes(subscription, paymentProvider, config.publicUrl))
      await api.register(
        premiumBenefitsRoutes(
          createPremiumBenefitsService({
            repository: createPremiumBenefitsRepository(database.db),
          }),
        ),
      )
      await api.register(lostPets.routes)
      await api.register(cycles.routes)
      await api.register(cycles.heatMarkRoutes)
      for (const routes of services.routes) await api.register(routes)
      await api.register(chatRoutes(chat))
      await api.register(lostPetChatRoutes(lostPetChat))
      await api.register(foundPets.routes)
      await api.register(
        commentsRoutes(
          createCommentsService({ repository: createCommentsRepository(database.db) }),
        ),
      )
      await api.register(notificationsRoutes(notifications, notificationTestLimit))
      await api.register(pushRoutes(push.service, push.publicKey))
      await api.register(publicLostPetsRoutes(publicLostPets, visitorLimit))
      await api.register(publicPetsRoutes(publicPets, visitorLimit))
      await api.register(
        syncRoutes({
          pets: petsFeed(pets),
          profile: profileFeed(users),
          matches: matchesFeed(matches),
          messages: messagesFeed.feed,
          notifications: notificationsFeed(notifications),
          lostPets: lostPets.feeds.lostPets,
          sightings: lostPets.feeds.sightings,
          foundReports: foundPets.feed,
          cycleRecords: cycles.feed,
          services: services.feeds.servicesFeed,
          bookings: services.feeds.bookingsFeed,
        }),
      )
      // Public so that an unknown path says 404 rather than asking for a token.
      api.all('/*', { config: { public: true } }, () => {
        throw new HttpError(404, errorCodes.notFound, serverMessages.notFound)
      })
    },
    { prefix: '/api' },
  )

  // A list of lost pets draws a few pictures, a page of them some dozens: 300 new ones (the
  // default) in ten minutes per address leave room for browsing, not for making the server draw
  // the world.
  const staticMapLimit = rateLimits.paired({
    name: 'static-map-draw',
    perIp: { points: config.staticMapDrawsPerIp, seconds: 600 },
    perAccount: { points: config.staticMapDrawsPerIp, seconds: 600 },
    code: errorCodes.tooManyRequests,
    message: staticMapMessages.tooMany,
  })
  await registerMapRoutes(app, {
    map: config.map,
    projectRoot: findProjectRoot(),
    consumeStaticMapDraw: (ip) => staticMapLimit.consumeIp(ip),
  })
  registerPublicPages(app, {
    renderer: createPageRenderer(config.staticDir),
    photoPreviews: createPhotoPreviews(config.uploadsDir),
    alerts: publicLostPets,
    pets: publicPets,
    found: { getPublic: (id) => foundPets.service.getPublic(id) },
    visitorLimit,
    publicUrl: config.publicUrl,
    policy: pagePolicy(config.csp, config.trustProxy),
  })
  await registerStaticFiles(app, { staticDir: config.staticDir, uploadsDir: config.uploadsDir })
  return app
}
