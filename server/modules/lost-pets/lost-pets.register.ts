import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import { apiRoutes } from '../../http/api-scope.js'
import { createLostPetsModule, type LostPetsModule } from './index.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Lost pets: other modules plug their hooks in with `lostPets.setHooks` (lost-pets.hooks.ts). */
    lostPets: LostPetsModule
  }
}

/**
 * Lost-pet alerts and sightings. The found-pets module plugs in the notices a new alert or
 * sighting sends and starts the expiry sweep with its own (found-pets.register.ts).
 */
export function registerLostPets(app: FastifyInstance, deps: AppDeps) {
  const { config } = deps
  const lostPets = createLostPetsModule({
    database: deps.database,
    uploadsDir: config.uploadsDir,
    broadcaster: deps.broadcaster,
    writes: deps.queuedWrites,
    feedRadiusKm: config.lostPetsFeedRadiusKm,
    sweepEveryMs: config.lostPetsSweepSeconds * 1000,
    log: deps.log,
  })
  app.decorate('lostPets', lostPets)
  return { module: lostPets, feeds: lostPets.feeds, routes: apiRoutes(lostPets.routes) }
}
