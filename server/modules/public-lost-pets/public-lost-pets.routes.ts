import type { FastifyPluginCallback } from 'fastify'
import { publicLostPetsEndpoints as table } from '../../contract/public-lost-pets.endpoints.js'
import type { PairedLimit } from '../../http/rate-limits.js'
import { route } from '../../http/route.js'
import type { PublicLostPetsService } from './public-lost-pets.service.js'
import { visitorCharge } from './visitor-post.js'

/**
 * /api/public/lost-pets (contract: public-lost-pets.contract.ts): no token needed. Each valid
 * visitor post counts against the caller's address and the alert before anything is sent.
 */
export function publicLostPetsRoutes(
  service: PublicLostPetsService,
  visitorLimit: PairedLimit,
): FastifyPluginCallback {
  const count = visitorCharge(visitorLimit)
  return (app, _options, done) => {
    route(app, table.alert, async ({ params }) => ({ lostPet: await service.get(params.id) }))
    // The body goes to the service raw: it checks it and counts the post itself.
    route(app, table.sighting, async ({ params }, request, reply) =>
      reply
        .code(201)
        .send(await service.sighting(params.id, request.body, count(request, params.id))),
    )
    route(app, table.message, async ({ params }, request, reply) =>
      reply
        .code(201)
        .send(await service.message(params.id, request.body, count(request, params.id))),
    )
    done()
  }
}
