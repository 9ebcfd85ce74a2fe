import type { FastifyPluginCallback } from 'fastify'
import type {
  PublicLostPetResponse,
  VisitorAnswer,
} from '../../contract/public-lost-pets.contract.js'
import type { PairedLimit } from '../../http/rate-limits.js'
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
    app.get<{ Params: { id: string } }>(
      '/public/lost-pets/:id',
      { config: { public: true } },
      async (request): Promise<PublicLostPetResponse> => ({
        lostPet: await service.get(request.params.id),
      }),
    )
    app.post<{ Params: { id: string } }>(
      '/public/lost-pets/:id/sightings',
      { config: { public: true } },
      async (request, reply) => {
        const answer: VisitorAnswer = await service.sighting(
          request.params.id,
          request.body,
          count(request),
        )
        return reply.code(201).send(answer)
      },
    )
    app.post<{ Params: { id: string } }>(
      '/public/lost-pets/:id/messages',
      { config: { public: true } },
      async (request, reply) => {
        const answer: VisitorAnswer = await service.message(
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
