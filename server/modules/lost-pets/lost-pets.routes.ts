import multipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import {
  lostPetMessages,
  lostPetRoutePatterns as paths,
  lostPetRules,
  lostPetsQuerySchema,
  lostPetStatusSchema,
  type LostPetResponse,
  type LostPetsResponse,
  type SightingResponse,
} from '../../contract/lost-pets.contract.js'
import { requireSession } from '../../auth/auth.guard.js'
import { parseInput } from '../../http/validation.js'
import { lostPetFormLimits, readLostPetForm } from './lost-pet-form.js'
import type { LostPetsService } from './lost-pets.service.js'
import type { SightingsService } from './sightings.service.js'

interface AlertParams {
  id: string
}

/**
 * /api/lost-pets and /api/sightings (contract: lost-pets.contract.ts). Every route needs a
 * session; writes take an Idempotency-Key (http/idempotency.ts) and a client-made id makes a
 * retried report a repeat. Multipart is accepted only in this scope.
 */
export function lostPetsRoutes(
  lostPets: LostPetsService,
  sightings: SightingsService,
): FastifyPluginAsync {
  return async (app) => {
    await app.register(multipart, { limits: lostPetFormLimits })

    app.get(paths.list, async (request): Promise<LostPetsResponse> => {
      const userId = requireSession(request).user.id
      return lostPets.list(userId, parseInput(lostPetsQuerySchema, request.query))
    })

    app.get<{ Params: AlertParams }>(paths.one, async (request): Promise<LostPetResponse> => {
      const userId = requireSession(request).user.id
      return lostPets.get(userId, request.params.id)
    })

    app.post(paths.report, async (request, reply) => {
      const userId = requireSession(request).user.id
      const form = await readLostPetForm(
        request,
        lostPetRules.alertPhotosMax,
        lostPetMessages.tooManyAlertPhotos,
      )
      const response: LostPetResponse = {
        success: true,
        message: lostPetMessages.createSuccess,
        lostPet: await lostPets.report(userId, form),
      }
      return reply.code(201).send(response)
    })

    app.patch<{ Params: AlertParams }>(paths.status, async (request): Promise<LostPetResponse> => {
      const userId = requireSession(request).user.id
      const { status } = parseInput(lostPetStatusSchema, request.body)
      return {
        success: true,
        lostPet: await lostPets.setStatus(userId, request.params.id, status),
      }
    })

    app.post<{ Params: AlertParams }>(paths.renew, async (request): Promise<LostPetResponse> => {
      const userId = requireSession(request).user.id
      return { success: true, lostPet: await lostPets.renew(userId, request.params.id) }
    })

    app.post(paths.sightingReport, async (request, reply) => {
      const userId = requireSession(request).user.id
      const form = await readLostPetForm(
        request,
        lostPetRules.sightingPhotosMax,
        lostPetMessages.tooManySightingPhotos,
      )
      const response: SightingResponse = {
        success: true,
        sighting: await sightings.report(userId, form),
      }
      return reply.code(201).send(response)
    })
  }
}
