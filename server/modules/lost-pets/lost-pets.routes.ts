import multipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import { lostPetsTable as table } from '../../contract/lost-pets.endpoint-schemas.js'
import { sendCommitted } from '../../http/queued-writes.js'
import { route } from '../../http/route.js'
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
    // Queued writes: the answer is the one their key stored (http/queued-writes.ts).
    const queued = { config: { groupCommit: true } }
    route(
      app,
      table.report,
      async ({ session }, request, reply) => {
        const form = await readLostPetForm(request, alertPhotos)
        return sendCommitted(
          reply,
          await lostPets.report(session.user.id, form, request.writeTicket),
        )
      },
      queued,
    )
    route(
      app,
      table.setStatus,
      async ({ session, params, body }, request, reply) =>
        sendCommitted(
          reply,
          await lostPets.setStatus(session.user.id, params.id, body.status, request.writeTicket),
        ),
      queued,
    )
    route(
      app,
      table.renew,
      async ({ session, params }, request, reply) =>
        sendCommitted(reply, await lostPets.renew(session.user.id, params.id, request.writeTicket)),
      queued,
    )
    route(
      app,
      table.reportSighting,
      async ({ session }, request, reply) => {
        const form = await readLostPetForm(request, sightingPhotos)
        return sendCommitted(
          reply,
          await sightings.report(session.user.id, form, request.writeTicket),
        )
      },
      queued,
    )
  }
}
