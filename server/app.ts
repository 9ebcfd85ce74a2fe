import type { FastifyInstance } from 'fastify'
import { createAppDeps, type AppOptions } from './app-deps.js'
import { apiRoutes, registerApiScope } from './http/api-scope.js'
import { createHttpServer } from './http/http-server.js'
import { openApiRoutes } from './http/openapi.js'
import { registerStaticFiles } from './http/static-files.js'
import { registerAccount } from './modules/account/account.register.js'
import { registerAuth } from './modules/auth/auth.register.js'
import { registerChat } from './modules/chat/chat.register.js'
import { registerComments } from './modules/comments/comments.register.js'
import { registerCycles } from './modules/cycles/cycles.register.js'
import { registerDiscover } from './modules/discover/discover.register.js'
import { registerFoundPets } from './modules/found-pets/found-pets.register.js'
import { registerHealth } from './modules/health/health.register.js'
import { registerLostPets } from './modules/lost-pets/lost-pets.register.js'
import { registerMap } from './modules/map/map.register.js'
import { registerMatches } from './modules/matches/matches.register.js'
import { registerNotifications } from './modules/notifications/notifications.register.js'
import { registerPets } from './modules/pets/pets.register.js'
import { registerPages } from './modules/public-pages/public-pages.register.js'
import { registerPublicLostPets } from './modules/public-lost-pets/public-lost-pets.register.js'
import { registerPublicPets } from './modules/public-pets/public-pets.register.js'
import { registerPush } from './modules/push/push.register.js'
import { registerServices } from './modules/services/services.register.js'
import { registerSubscription } from './modules/subscription/subscription.register.js'
import type { SyncFeeds } from './modules/sync/sync-feed.js'
import { syncRoutes } from './modules/sync/sync.routes.js'
import { registerUsers } from './modules/users/users.register.js'

/**
 * The whole HTTP surface as a Fastify instance, not yet listening: `/api/*` (JSON, bearer token
 * required unless a route is public), socket.io at `/socket.io/`, uploads at `/uploads/`, and
 * the built PWA at `/` with its SPA fallback. The caller owns the database and Redis handles
 * and closes them after `app.close()`.
 *
 * Each module registers itself (`register…(app, deps)`: its services, decorations, hooks and
 * sweeps) and hands back its share of `/api`. The order below is the order of their close
 * hooks (run last-first) and of the routes; a module comes after the ones it needs.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { app, closeConnections } = createHttpServer(options.config, options.logger)
  const deps = await createAppDeps(app, options, closeConnections)
  const auth = registerAuth(app, deps)
  const pets = registerPets(app, deps)
  const push = await registerPush(app, deps)
  const notifications = registerNotifications(app, {
    ...deps,
    wakePush: () => push.service.wake(),
  })
  const withNotices = { ...deps, notifications: notifications.service }
  const matches = registerMatches(app, withNotices)
  const chat = registerChat(app, { ...withNotices, matches: matches.service })
  // Only now: the worker asks the chat module whether a chat is muted.
  push.startWorker()
  const lostPets = registerLostPets(app, deps)
  const foundPets = registerFoundPets(app, {
    ...withNotices,
    lostPets: lostPets.module,
    lostPetChat: chat.lostPetChat,
    straySources: [pets.straySource],
  })
  const cycles = registerCycles(app, withNotices)
  const services = registerServices(app, withNotices)
  const publicLostPets = registerPublicLostPets(app, { ...withNotices, lostPets: lostPets.module })
  const publicPets = registerPublicPets(app, {
    ...withNotices,
    visitorLimit: publicLostPets.visitorLimit,
  })
  const users = registerUsers(app, {
    ...deps,
    matchStats: matches.service,
    locationFollowers: [lostPets.module, foundPets.module],
  })
  const account = registerAccount(app, {
    ...deps,
    matchesViews: matches.views,
    uploads: pets.photos,
    lostPets: lostPets.module,
  })
  const subscription = registerSubscription(app, {
    ...deps,
    users: users.service,
    swipes: matches.swipes,
    views: matches.views,
  })
  const map = registerMap(app, deps)
  const feeds: SyncFeeds = {
    ...pets.feeds,
    ...users.feeds,
    ...matches.feeds,
    ...chat.feeds,
    ...notifications.feeds,
    ...lostPets.feeds,
    ...foundPets.feeds,
    ...cycles.feeds,
    ...services.feeds,
  }

  await registerApiScope(app, deps, [
    registerHealth(app, deps),
    map,
    auth,
    users,
    account,
    pets,
    await registerDiscover(app, deps),
    matches,
    subscription,
    lostPets,
    cycles,
    services,
    chat,
    foundPets,
    registerComments(app, deps),
    notifications,
    push,
    publicLostPets,
    publicPets,
    { routes: apiRoutes(syncRoutes(feeds)) },
    { routes: openApiRoutes() },
  ])
  await map.serveMap()
  registerPages(app, {
    ...deps,
    alerts: publicLostPets.service,
    pets: publicPets.service,
    found: { getPublic: (id) => foundPets.module.service.getPublic(id) },
    visitorLimit: publicLostPets.visitorLimit,
  })
  const { staticDir, uploadsDir } = options.config
  await registerStaticFiles(app, { staticDir, uploadsDir })
  return app
}
