import type { FastifyBaseLogger } from 'fastify'
import { errorCodes } from '../../contract/error-codes.js'
import {
  lostPetMessages as m,
  sightingSchema,
  type SightingDoc,
} from '../../contract/lost-pets.contract.js'
import type { PullResponse, Tombstoned } from '../../contract/sync.contract.js'
import { HttpError } from '../../http/http-error.js'
import { parseInput } from '../../http/validation.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import type { PetPhotoStore } from '../pets/pet-photos.js'
import { toLostPetDoc, toSightingDoc, type SightingRow } from './lost-pet-doc.js'
import { clientId, coordinateFields, type LostPetForm } from './lost-pet-form.js'
import type { LostPetHooks } from './lost-pets.hooks.js'
import { isUniqueViolation, type LostPetsRepository } from './lost-pets.repository.js'
import type { SightingsRepository } from './sightings.repository.js'

export interface SightingsServiceDeps {
  alerts: LostPetsRepository
  sightings: SightingsRepository
  photos: PetPhotoStore
  broadcaster: ChangeBroadcaster
  hooks: () => LostPetHooks
  log: FastifyBaseLogger
  now: () => Date
}

/**
 * Sightings (spec §2 'Sighting dialog', §5 'Sighting form'): any signed-in user reports one
 * on an alert. The date, time and place are the client's (a sighting made offline keeps the
 * moment it was made). It reaches the alert's reporter and owner and its own reporter through
 * the `sightings` feed, live.
 */
export function createSightingsService(deps: SightingsServiceDeps) {
  const { alerts, sightings, photos, broadcaster } = deps

  async function repeatOf(id: string, userId: string): Promise<SightingDoc> {
    const existing = await sightings.find(id)
    if (!existing || existing.reporter_id !== userId) {
      throw new HttpError(409, errorCodes.conflict, m.sightingIdTaken)
    }
    return toSightingDoc(existing)
  }

  return {
    async report(userId: string, form: LostPetForm): Promise<SightingDoc> {
      const id = clientId(form)
      const fields = parseInput(sightingSchema, {
        ...Object.fromEntries(form.fields),
        ...coordinateFields(form),
      })
      if (id && (await sightings.find(id))) return repeatOf(id, userId)
      const alert = await alerts.find(fields.lostPetId)
      if (!alert) throw new HttpError(404, errorCodes.notFound, m.alertNotFound)
      const paths = await photos.save(form.photos)
      const now = deps.now().toISOString()
      let row: SightingRow
      try {
        row = await sightings.insert({
          id: id ?? crypto.randomUUID(),
          lost_pet_id: alert.id,
          reporter_id: userId,
          location: fields.location,
          latitude: fields.latitude ?? null,
          longitude: fields.longitude ?? null,
          date: fields.date,
          time: fields.time,
          description: fields.description,
          contact_name: fields.contactName,
          contact_phone: fields.contactPhone,
          photos: JSON.stringify(paths),
          created_at: now,
          updated_at: now,
        })
      } catch (error) {
        await photos.remove(paths)
        if (id && isUniqueViolation(error)) return repeatOf(id, userId)
        throw error
      }
      const doc = toSightingDoc(row)
      const document: Tombstoned<SightingDoc> = { ...doc, _deleted: false }
      broadcaster.publish(
        [alert.reporter_id, ...(alert.owner_id ? [alert.owner_id] : []), userId],
        {
          collection: 'sightings',
          documents: [document],
          checkpoint: { seq: Number(row.seq) },
        },
      )
      try {
        await deps.hooks().onSightingCreated(doc, toLostPetDoc(alert))
      } catch (error) {
        deps.log.error({ err: error, hook: 'onSightingCreated' }, 'lost-pets hook failed')
      }
      return doc
    },

    async pull(
      userId: string,
      afterSeq: number,
      limit: number,
    ): Promise<PullResponse<SightingDoc>> {
      const rows = await sightings.pull(userId, afterSeq, limit)
      return {
        documents: rows.map((row) => ({ ...toSightingDoc(row), _deleted: false })),
        checkpoint: { seq: rows.length > 0 ? Number(rows.at(-1)?.seq) : afterSeq },
      }
    },
  }
}

export type SightingsService = ReturnType<typeof createSightingsService>
