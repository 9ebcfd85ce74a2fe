import { endpoints, shape } from './endpoint.js'
import type {
  LostPetResponse,
  LostPetsResponse,
  LostPetStatusInput,
  SightingResponse,
} from './lost-pets.contract.js'

/**
 * /api/lost-pets and /api/sightings (rules: lost-pets.contract.ts), signed in. The reports are
 * queued and multipart (the form and its photos, with a client-made id): no JSON body.
 */
export const lostPetsEndpoints = endpoints({
  list: {
    method: 'GET',
    path: '/api/lost-pets',
    auth: 'user',
    delivery: 'read',
    summary: 'Lost-pet alerts, filtered (urgency, timeframe, type, distance, search)',
    // The filters as query parameters, by lostPetsQuerySchema's names.
    ...shape<LostPetsResponse, undefined, Record<string, string>>(),
  },
  alert: {
    method: 'GET',
    path: '/api/lost-pets/:id',
    auth: 'user',
    delivery: 'read',
    summary: 'One alert (counts a view once per viewer)',
    ...shape<LostPetResponse>(),
  },
  report: {
    method: 'POST',
    path: '/api/lost-pets/report',
    auth: 'user',
    delivery: 'queued',
    summary: 'Reports a lost pet (multipart: the alert form and up to 5 photos; 201)',
    ...shape<LostPetResponse>(),
  },
  setStatus: {
    method: 'PATCH',
    path: '/api/lost-pets/:id/status',
    auth: 'user',
    delivery: 'queued',
    summary: "Changes an alert's status (its reporter or the pet's owner)",
    ...shape<LostPetResponse, LostPetStatusInput>(),
  },
  renew: {
    method: 'POST',
    path: '/api/lost-pets/:id/renew',
    auth: 'user',
    delivery: 'online',
    summary: "Pushes an alert's expiry 60 days from now (its reporter or the pet's owner)",
    ...shape<LostPetResponse>(),
  },
  reportSighting: {
    method: 'POST',
    path: '/api/sightings/report',
    auth: 'user',
    delivery: 'queued',
    summary: 'Reports a sighting of a lost pet (multipart: the form and up to 3 photos; 201)',
    ...shape<SightingResponse>(),
  },
})
