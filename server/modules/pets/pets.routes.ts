import multipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import type {
  MyPetsResponse,
  PersonalitiesResponse,
  PetProfileResponse,
  PetResponse,
} from '../../contract/pets.contract.js'
import { requireSession } from '../../auth/auth.guard.js'
import { petFormLimits, readPetForm } from './pet-form.js'
import type { PetsService } from './pets.service.js'

interface PetParams {
  id: string
}

/**
 * /api/pets and /api/personalities (contract: pets.contract.ts). Multipart is accepted only in
 * this scope, with limits sized for five photos; the rest of the API stays JSON-only.
 */
export function petsRoutes(pets: PetsService): FastifyPluginAsync {
  return async (app) => {
    await app.register(multipart, { limits: petFormLimits })

    app.get('/personalities', async (): Promise<PersonalitiesResponse> => pets.personalities())

    app.get('/pets/my-pets', async (request): Promise<MyPetsResponse> => {
      return { pets: await pets.myPets(requireSession(request).user.id) }
    })

    app.get<{ Params: PetParams }>('/pets/:id', async (request): Promise<PetProfileResponse> => {
      const viewerId = requireSession(request).user.id
      return { pet: await pets.getPet(request.params.id, viewerId) }
    })

    app.post('/pets', async (request, reply) => {
      const userId = requireSession(request).user.id
      const response: PetResponse = { pet: await pets.create(userId, await readPetForm(request)) }
      return reply.code(201).send(response)
    })

    app.put<{ Params: PetParams }>('/pets/:id', async (request): Promise<PetResponse> => {
      const userId = requireSession(request).user.id
      await pets.assertCanChange(userId, request.params.id)
      const form = await readPetForm(request)
      return { pet: await pets.update(userId, request.params.id, form) }
    })

    app.delete<{ Params: PetParams }>('/pets/:id', async (request, reply) => {
      await pets.remove(requireSession(request).user.id, request.params.id)
      return reply.code(204).send()
    })
  }
}
