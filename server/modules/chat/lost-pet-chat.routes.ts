import type { FastifyPluginCallback } from 'fastify'
import { lostPetChatEndpoints as table } from '../../contract/lost-pet-chat.endpoints.js'
import { route } from '../../http/route.js'
import type { LostPetChatService } from './lost-pet-chat.service.js'

/** POST /api/lost-pets/{id}/conversation (contract: lost-pet-chat.contract.ts). */
export function lostPetChatRoutes(service: LostPetChatService): FastifyPluginCallback {
  return (app, _options, done) => {
    route(
      app,
      table.start,
      async ({ session, params }, _request, reply) => {
        const answer = await service.start(session.user.id, params.id)
        reply.code(answer.created ? 201 : 200)
        return answer
      },
      { bodyLimit: 4 * 1024 },
    )
    done()
  }
}
