import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import { apiRoutes } from '../../http/api-scope.js'
import { profileFeed } from './profile.feed.js'
import { createProfilePictureStore } from './profile-pictures.js'
import { createUsersRepository } from './users.repository.js'
import { usersRoutes } from './users.routes.js'
import { createUsersService, type UsersServiceDeps } from './users.service.js'

export interface UsersDeps extends AppDeps {
  matchStats: UsersServiceDeps['matchStats']
  /** Feeds that follow the user's saved location, told in this order after it changed. */
  locationFollowers: { onLocationChanged(userId: string): Promise<void> }[]
}

/** The signed-in user's own profile: routes and the `profile` feed. */
export function registerUsers(_app: FastifyInstance, deps: UsersDeps) {
  const service = createUsersService({
    repository: createUsersRepository(deps.database.db),
    writes: deps.queuedWrites,
    pictures: createProfilePictureStore(deps.config.uploadsDir),
    broadcaster: deps.broadcaster,
    matchStats: deps.matchStats,
    onLocationChanged: async (userId) => {
      for (const follower of deps.locationFollowers) await follower.onLocationChanged(userId)
    },
    onUserChanged: (userId) => deps.sessions.forgetUser(userId),
  })
  return {
    service,
    feeds: { profile: profileFeed(service) },
    routes: apiRoutes(usersRoutes(service)),
  }
}
