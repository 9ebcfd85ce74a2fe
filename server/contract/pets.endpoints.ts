import { endpoints, shape } from './endpoint.js'
import type {
  MyPetsResponse,
  PersonalitiesResponse,
  PetProfileResponse,
  PetResponse,
} from './pets.contract.js'

/**
 * /api/pets and /api/personalities (rules: pets.contract.ts). The owner's writes are queued and
 * multipart (the pet form's fields and up to five photos): no JSON body to declare.
 */
export const petsEndpoints = endpoints({
  personalities: {
    method: 'GET',
    path: '/api/personalities',
    auth: 'user',
    delivery: 'read',
    summary: 'The personality catalogue the pet form offers',
    ...shape<PersonalitiesResponse>(),
  },
  myPets: {
    method: 'GET',
    path: '/api/pets/my-pets',
    auth: 'user',
    delivery: 'read',
    summary: "The caller's pets",
    ...shape<MyPetsResponse>(),
  },
  pet: {
    method: 'GET',
    path: '/api/pets/:id',
    auth: 'user',
    delivery: 'read',
    summary: "Any live pet with its owner (another's with its place rounded to ~1 km)",
    ...shape<PetProfileResponse>(),
  },
  create: {
    method: 'POST',
    path: '/api/pets',
    auth: 'user',
    delivery: 'queued',
    summary: 'Adds a pet (multipart: the form and its photos; 201)',
    ...shape<PetResponse>(),
  },
  update: {
    method: 'PUT',
    path: '/api/pets/:id',
    auth: 'user',
    delivery: 'queued',
    summary: "Changes one of the caller's pets (multipart: the form, kept and new photos)",
    ...shape<PetResponse>(),
  },
  remove: {
    method: 'DELETE',
    path: '/api/pets/:id',
    auth: 'user',
    delivery: 'queued',
    summary: "Deletes one of the caller's pets (204)",
    ...shape<undefined>(),
  },
})
