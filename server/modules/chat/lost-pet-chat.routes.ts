import type { FastifyPluginCallback } from 'fastify'
import {
  lostPetChatRoutePatterns as paths,
  type LostPetChatResponse,
} from '../../contract/lost-pet-chat.contract.js'
import { requireSession } from '../../auth/auth.guard.js'
import type { LostPetChatService } from './lost-pet-chat.service.js'

/** Ids longer than any we make cannot exist: no need to ask the database. */

/** POST /api/lost-pets/{id}/conversation (contract: lost-pet-chat.contract.ts). */
export function lostPetChatRoutes(service: LostPetChatService): FastifyPluginCallback {
  return (app, _options, done) => {
    app.post<{ Params: { id: string } }>(
      paths.start,
      { bodyLimit: 4 * 1024 },
      async (request, reply): Promise<LostPetChatResponse> => {
        const finder = requireSession(request).user.id
        const answer = await service.start(finder, request.params.id)
        reply.code(answer.created ? 201 : 200)
        return answer
      },
    )
    done()
  }
}
