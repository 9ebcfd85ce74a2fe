import { endpoints, shape } from './endpoint.js'
import type { VisitorAnswer } from './public-lost-pets.messages.js'
import type { PetNoticeInput } from './public-pets.contract.js'
import type { PublicPetResponse } from './public-pets.messages.js'

/**
 * /api/public/pets (rules: public-pets.contract.ts): a pet's public page (its QR tag), open to
 * strangers. A visitor's notice is checked by the service, which also counts it against the
 * visitor limit, so the table attaches no schema to it.
 */
export const publicPetsEndpoints = endpoints({
  pet: {
    method: 'GET',
    path: '/api/public/pets/:id',
    auth: 'none',
    delivery: 'read',
    summary: 'A pet as a stranger may see it (its QR tag page)',
    ...shape<PublicPetResponse>(),
  },
  notify: {
    method: 'POST',
    path: '/api/public/pets/:id/notify',
    auth: 'none',
    delivery: 'online',
    summary: "A visitor's notice to a pet's owner (201; rate-limited per address and pet)",
    ...shape<VisitorAnswer, PetNoticeInput>(),
  },
})
