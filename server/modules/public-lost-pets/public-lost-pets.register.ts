import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import { apiRoutes } from '../../http/api-scope.js'
import { VISITOR_WINDOW_SECONDS } from '../../config.js'
import { errorCodes } from '../../contract/error-codes.js'
import { publicLostPetMessages } from '../../contract/public-lost-pets.contract.js'
import type { LostPetsModule } from '../lost-pets/index.js'
import type { NotificationsService } from '../notifications/notifications.service.js'
import { createPublicLostPetsRepository } from './public-lost-pets.repository.js'
import { publicLostPetsRoutes } from './public-lost-pets.routes.js'
import { createPublicLostPetsService } from './public-lost-pets.service.js'

export interface PublicLostPetsDeps extends AppDeps {
  notifications: NotificationsService
  lostPets: LostPetsModule
}

/**
 * A lost pet's public page data and what a visitor without an account may send about it. The
 * visitor limit is shared with the public pet pages and the plain HTML forms.
 */
export function registerPublicLostPets(_app: FastifyInstance, deps: PublicLostPetsDeps) {
  const service = createPublicLostPetsService({
    repository: createPublicLostPetsRepository(deps.database.db),
    notifications: deps.notifications,
    sightings: deps.lostPets.sightings,
  })
  // Per address, and per alert so that many addresses cannot flood one owner either.
  const visitorLimit = deps.rateLimits.paired({
    name: 'visitor-notice',
    accountLabel: 'alert',
    perIp: { points: deps.config.visitorNoticesMaxPerIp, seconds: VISITOR_WINDOW_SECONDS },
    perAccount: {
      points: deps.config.visitorNoticesMaxPerIp * 5,
      seconds: VISITOR_WINDOW_SECONDS,
    },
    code: errorCodes.tooManyRequests,
    message: publicLostPetMessages.tooMany,
  })
  return { service, visitorLimit, routes: apiRoutes(publicLostPetsRoutes(service, visitorLimit)) }
}
