import { endpoints, shape } from './endpoint.js'
import type { VisitorMessageInput, VisitorSightingInput } from './public-lost-pets.contract.js'
import type { PublicLostPetResponse, VisitorAnswer } from './public-lost-pets.messages.js'

/**
 * /api/public/lost-pets (rules: public-lost-pets.contract.ts): a lost pet's public page, open to
 * strangers. A visitor's post is checked by the service, which also counts it against the
 * visitor limit, so the table attaches no schema to it.
 */
export const publicLostPetsEndpoints = endpoints({
  alert: {
    method: 'GET',
    path: '/api/public/lost-pets/:id',
    auth: 'none',
    delivery: 'read',
    summary: 'A lost pet as a stranger may see it',
    ...shape<PublicLostPetResponse>(),
  },
  sighting: {
    method: 'POST',
    path: '/api/public/lost-pets/:id/sightings',
    auth: 'none',
    delivery: 'online',
    summary: "A visitor's sighting of a lost pet (201; rate-limited per address and alert)",
    ...shape<VisitorAnswer, VisitorSightingInput>(),
  },
  message: {
    method: 'POST',
    path: '/api/public/lost-pets/:id/messages',
    auth: 'none',
    delivery: 'online',
    summary: "A visitor's message to a lost pet's reporter (201; rate-limited)",
    ...shape<VisitorAnswer, VisitorMessageInput>(),
  },
})
