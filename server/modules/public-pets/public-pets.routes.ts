import type { FastifyPluginCallback } from 'fastify'
import { publicPetsEndpoints as table } from '../../contract/public-pets.endpoints.js'
import type { PairedLimit } from '../../http/rate-limits.js'
import { route } from '../../http/route.js'
import { visitorCharge } from '../public-lost-pets/visitor-post.js'
import type { PublicPetsService } from './public-pets.service.js'

/**
 * /api/public/pets (contract: public-pets.contract.ts): no token needed. Each valid notice
 * counts against the caller's address and the pet before anything is sent.
 */
export function publicPetsRoutes(
  service: PublicPetsService,
  visitorLimit: Pick<PairedLimit, 'consume'>,
): FastifyPluginCallback {
  const count = visitorCharge(visitorLimit, 'pet:')
  return (app, _options, done) => {
    route(app, table.pet, async ({ params }) => ({ pet: await service.get(params.id) }))
    // The body goes to the service raw: it checks it and counts the notice itself.
    route(app, table.notify, async ({ params }, request, reply) => {
      const charge = count(request, params.id)
      return reply.code(201).send(await service.notifyOwner(params.id, request.body, charge))
    })
    done()
  }
}
