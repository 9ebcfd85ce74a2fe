import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import { apiRoutes } from '../../http/api-scope.js'
import type { PairedLimit } from '../../http/rate-limits.js'
import type { NotificationsService } from '../notifications/notifications.service.js'
import { createPublicPetsRepository } from './public-pets.repository.js'
import { publicPetsRoutes } from './public-pets.routes.js'
import { createPublicPetsService } from './public-pets.service.js'

export interface PublicPetsDeps extends AppDeps {
  notifications: NotificationsService
  /** the visitors' limit of public lost-pet pages (public-lost-pets.register.ts) */
  visitorLimit: PairedLimit
}

/** A pet's public page data (its QR tag) and the notices a visitor may send its owner. */
export function registerPublicPets(_app: FastifyInstance, deps: PublicPetsDeps) {
  const service = createPublicPetsService({
    repository: createPublicPetsRepository(deps.database.db),
    notifications: deps.notifications,
  })
  return { service, routes: apiRoutes(publicPetsRoutes(service, deps.visitorLimit)) }
}
