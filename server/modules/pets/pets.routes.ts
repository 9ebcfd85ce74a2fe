import multipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
// The writes are multipart, read by pet-form.ts: the table has no zod schemas to add.
import { petsEndpoints as table } from '../../contract/pets.endpoints.js'
import { queuedRoute, route } from '../../http/route.js'
import { petFormLimits, readPetForm } from './pet-form.js'
import type { PetsService } from './pets.service.js'

/**
 * /api/pets and /api/personalities (contract: pets.contract.ts). Multipart is accepted only in
 * this scope, with limits sized for five photos; the rest of the API stays JSON-only.
 */
export function petsRoutes(pets: PetsService): FastifyPluginAsync {
  return async (app) => {
    await app.register(multipart, { limits: petFormLimits })

    route(app, table.personalities, () => pets.personalities())
    route(app, table.myPets, async ({ session }) => ({
      pets: await pets.myPets(session.user.id),
    }))
    route(app, table.pet, async ({ session, params }) => ({
      pet: await pets.getPet(params.id, session.user.id),
    }))
    // Queued writes: they join the group commit with their key's record and answer, the
    // photos stored first (media/commit-with-photos.ts).
    queuedRoute(app, table.create, async ({ session }, request) =>
      pets.create(session.user.id, await readPetForm(request), request.writeTicket),
    )
    queuedRoute(app, table.update, async ({ session, params }, request) =>
      pets.update(session.user.id, params.id, () => readPetForm(request), request.writeTicket),
    )
    queuedRoute(app, table.remove, async ({ session, params }, request) =>
      pets.remove(session.user.id, params.id, request.writeTicket),
    )
  }
}
