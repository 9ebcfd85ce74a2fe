import type { FastifyPluginCallback } from 'fastify'
import type { VisitorAnswer } from '../../contract/public-lost-pets.contract.js'
import type { PublicPetResponse } from '../../contract/public-pets.contract.js'
import type { PairedLimit } from '../../http/rate-limits.js'
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
    app.get<{ Params: { id: string } }>(
      '/public/pets/:id',
      { config: { public: true } },
      async (request): Promise<PublicPetResponse> => ({
        pet: await service.get(request.params.id),
      }),
    )
    app.post<{ Params: { id: string } }>(
      '/public/pets/:id/notify',
      { config: { public: true } },
      async (request, reply) => {
        const answer: VisitorAnswer = await service.notifyOwner(
          request.params.id,
          request.body,
          count(request),
        )
        return reply.code(201).send(answer)
      },
    )
    done()
  }
}
