import multipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import { lostPetsTable as table } from '../../contract/lost-pets.endpoint-schemas.js'
import { queuedRoute, route } from '../../http/route.js'
import { alertPhotos, lostPetFormLimits, readLostPetForm, sightingPhotos } from './lost-pet-form.js'
import type { LostPetsService } from './lost-pets.service.js'
import type { SightingsService } from './sightings.service.js'

/**
 * /api/lost-pets and /api/sightings (contract: lost-pets.contract.ts). Every route needs a
 * session; reports join the group commit with their Idempotency-Key (their photos stored
 * first), and a client-made id makes a retried report a repeat. Multipart is accepted only in
 * this scope.
 */
export function lostPetsRoutes(
  lostPets: LostPetsService,
  sightings: SightingsService,
): FastifyPluginAsync {
  return async (app) => {
    await app.register(multipart, { limits: lostPetFormLimits })

    route(app, table.list, ({ session, query }) => lostPets.list(session.user.id, query))
    route(app, table.alert, ({ session, params }) => {
      // Named first: the lint rule against hand-registered routes reads `.get(a.b, …)` as one.
      const viewer = session.user.id
      return lostPets.get(viewer, params.id)
    })
    queuedRoute(app, table.report, async ({ session }, request) => {
      const form = await readLostPetForm(request, alertPhotos)
      return lostPets.report(session.user.id, form, request.writeTicket)
    })
    queuedRoute(app, table.setStatus, async ({ session, params, body }, request) =>
      lostPets.setStatus(session.user.id, params.id, body.status, request.writeTicket),
    )
    queuedRoute(app, table.renew, async ({ session, params }, request) =>
      lostPets.renew(session.user.id, params.id, request.writeTicket),
    )
    queuedRoute(app, table.reportSighting, async ({ session }, request) => {
      const form = await readLostPetForm(request, sightingPhotos)
      return sightings.report(session.user.id, form, request.writeTicket)
    })
  }
}
