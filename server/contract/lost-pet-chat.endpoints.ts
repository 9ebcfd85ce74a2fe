import { endpoints, shape } from './endpoint.js'
import type { LostPetChatResponse } from './lost-pet-chat.contract.js'

/** POST /api/lost-pets/{id}/conversation (rules: lost-pet-chat.contract.ts); no body, no zod. */
export const lostPetChatEndpoints = endpoints({
  start: {
    method: 'POST',
    path: '/api/lost-pets/:id/conversation',
    auth: 'user',
    delivery: 'online',
    summary:
      "Starts the finder's conversation with a lost pet's reporter (201), or answers the one they have (200)",
    ...shape<LostPetChatResponse>(),
  },
})
