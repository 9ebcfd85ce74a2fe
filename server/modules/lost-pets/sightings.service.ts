import type { FastifyBaseLogger } from 'fastify'
import { errorCodes } from '../../contract/error-codes.js'
import {
  lostPetMessages as m,
  sightingSchema,
  type SightingDoc,
} from '../../contract/lost-pets.contract.js'
import type { VisitorSighting } from '../../contract/public-lost-pets.contract.js'
import type { Tombstoned } from '../../contract/sync.contract.js'
import { HttpError } from '../../http/http-error.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import type { PhotoStore } from '../media/photo-store.js'
import { toLostPetDoc, toSightingDoc, type SightingRow } from './lost-pet-doc.js'
import { parseReportForm, type LostPetForm } from './lost-pet-form.js'
import type { LostPetHooks } from './lost-pets.hooks.js'
import { isUniqueViolation } from '../../db/unique-violation.js'
import type { LostPetsRepository } from './lost-pets.repository.js'
import type { SightingsRepository } from './sightings.repository.js'
import { reporterRepeat, reportSaver, runAfterCommit } from './report-insert.js'
import { pullFrom } from '../sync/sync-feed.js'

export interface SightingsServiceDeps {
  alerts: LostPetsRepository
  sightings: SightingsRepository
  photos: PhotoStore
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

  const repeatOf = async (id: string, userId: string): Promise<SightingDoc> =>
    toSightingDoc(reporterRepeat(await sightings.find(id), userId, m.sightingIdTaken))
  const saveReport = reportSaver(photos, repeatOf)

  /** Sends a new sighting to whoever holds it: the alert's reporter and owner, and its own reporter. */
  function publish(row: SightingRow, alert: { reporter_id: string; owner_id: string | null }) {
    const document: Tombstoned<SightingDoc> = { ...toSightingDoc(row), _deleted: false }
    const holders = [alert.reporter_id, alert.owner_id, row.reporter_id]
    broadcaster.publish([...new Set(holders.filter((id) => id !== null))], {
      collection: 'sightings',
      documents: [document],
      checkpoint: { seq: Number(row.seq) },
    })
  }

  return {
    /**
     * A visitor's sighting from the public alert page (no account, no photos): stored like any
     * other, so the owner sees it on the alert's map. The caller has validated the input and
     * tells the owner itself, with the visitor's name and phone. `postId` names the post when the
     * visitor's form gave it a key: a repeat of it answers the sighting already stored.
     */
    async recordVisitorSighting(
      alertId: string,
      postId: string | null,
      input: VisitorSighting,
    ): Promise<SightingDoc> {
      const alert = await alerts.find(alertId)
      if (!alert) throw new HttpError(404, errorCodes.notFound, m.alertNotFound)
      const stored = postId ? await sightings.find(postId) : undefined
      if (stored) return toSightingDoc(stored)
      const now = deps.now().toISOString()
      const id = postId ?? crypto.randomUUID()
      let row: SightingRow
      try {
        row = await sightings.insert({
          id,
          lost_pet_id: alert.id,
          reporter_id: null,
          location: input.location,
          latitude: input.latitude,
          longitude: input.longitude,
          date: input.date,
          time: input.time,
          description: input.description,
          contact_name: input.name,
          contact_phone: input.phone,
          photos: '[]',
          created_at: now,
          updated_at: now,
        })
      } catch (error) {
        // The same post sent twice at once: the other one stored it.
        const other = isUniqueViolation(error) ? await sightings.find(id) : undefined
        if (!other) throw error
        return toSightingDoc(other)
      }
      publish(row, alert)
      return toSightingDoc(row)
    },

    async report(userId: string, form: LostPetForm): Promise<SightingDoc> {
      const { id, fields } = parseReportForm(sightingSchema, form)
      if (id && (await sightings.find(id))) return repeatOf(id, userId)
      const alert = await alerts.find(fields.lostPetId)
      if (!alert) throw new HttpError(404, errorCodes.notFound, m.alertNotFound)
      const now = deps.now().toISOString()
      const saved = await saveReport(form, userId, id, (columns) =>
        sightings.insert({
          ...columns,
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
          created_at: now,
          updated_at: now,
        }),
      )
      if ('repeat' in saved) return saved.repeat
      const { row } = saved
      const doc = toSightingDoc(row)
      publish(row, alert)
      await runAfterCommit(deps.log, 'lost-pets hook failed', 'onSightingCreated', () =>
        deps.hooks().onSightingCreated(doc, toLostPetDoc(alert)),
      )
      return doc
    },

    pull: pullFrom<SightingRow, SightingDoc>(
      (...page) => sightings.pull(...page),
      (row) => ({ ...toSightingDoc(row), _deleted: false }),
    ),
  }
}

export type SightingsService = ReturnType<typeof createSightingsService>
