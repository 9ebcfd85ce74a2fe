import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../app-deps.js'
import { apiRoutes } from '../../http/api-scope.js'
import type { StraySource } from '../media/stray-sweeper.js'
import { createPetPhotoStore } from './pet-photos.js'
import { petsFeed } from './pets.feed.js'
import { createPetsRepository } from './pets.repository.js'
import { petsRoutes } from './pets.routes.js'
import { createPetsService } from './pets.service.js'

/** The owner's pets: routes, the `pets` feed, and the photo folder for the stray sweep. */
export function registerPets(_app: FastifyInstance, deps: AppDeps) {
  const repository = createPetsRepository(deps.database.db)
  const photos = createPetPhotoStore(deps.config.uploadsDir)
  const service = createPetsService({
    repository,
    photos,
    broadcaster: deps.broadcaster,
    writes: deps.queuedWrites,
  })
  return {
    service,
    photos,
    // A photo's name is random, not the pet's: the sweep asks the rows which photos are in use.
    straySource: { store: photos, inUse: () => repository.photoPaths() } satisfies StraySource,
    feeds: { pets: petsFeed(service) },
    routes: apiRoutes(petsRoutes(service)),
  }
}
