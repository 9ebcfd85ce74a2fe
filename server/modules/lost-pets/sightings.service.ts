import type { FastifyBaseLogger } from 'fastify'
import { errorCodes } from '../../contract/error-codes.js'
import {
  lostPetMessages as m,
  sightingSchema,
  type SightingDoc,
  type SightingFields,
  type SightingResponse,
} from '../../contract/lost-pets.contract.js'
import type { VisitorSighting } from '../../contract/public-lost-pets.contract.js'
import type { Tombstoned } from '../../contract/sync.contract.js'
import { writeOneByOne, type BatchTransaction } from '../../db/group-commit.js'
import { HttpError } from '../../http/http-error.js'
import type { Committed, QueuedWrites, WriteTicket } from '../../http/queued-writes.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import type { PhotoStore } from '../media/photo-store.js'
import { toLostPetDoc, toSightingDoc, type LostPetRow, type SightingRow } from './lost-pet-doc.js'
import { parseReportForm, type LostPetForm } from './lost-pet-form.js'
import type { LostPetHooks } from './lost-pets.hooks.js'
import type { LostPetsRepository } from './lost-pets.repository.js'
import { SightingIdTakenError, type SightingsRepository } from './sightings.repository.js'
import { commitWithPhotos } from '../media/commit-with-photos.js'
import { reporterRepeat, runAfterCommit } from './report-insert.js'
import { pullFrom } from '../sync/sync-feed.js'

export interface SightingsServiceDeps {
  alerts: LostPetsRepository
  sightings: SightingsRepository
  photos: PhotoStore
  /** Sightings commit in the group commit, with their keys' records and answers. */
  writes: QueuedWrites
  broadcaster: ChangeBroadcaster
  hooks: () => LostPetHooks
  log: FastifyBaseLogger
  now: () => Date
}

/** A parsed sighting, its photos stored, as it joins a batch. */
interface SightingWrite {
  userId: string
  id: string | undefined
  fields: SightingFields
  /** the stored photos' paths (JSON) */
  photos: string
}

/** The sighting a report answers; `row` and its `alert` only when this write stored it. */
interface SightingWritten {
  row: SightingRow | null
  alert: LostPetRow | null
  doc: SightingDoc
}

/**
 * Sightings (spec §2 'Sighting dialog', §5 'Sighting form'): any signed-in user reports one
 * on an alert. The date, time and place are the client's (a sighting made offline keeps the
 * moment it was made). It reaches the alert's reporter and owner and its own reporter through
 * the `sightings` feed, live.
 */
export function createSightingsService(deps: SightingsServiceDeps) {
  const { alerts, sightings, broadcaster } = deps

  /** A sighting is of an active alert (contract): not of a pet found, nor of an ended alert. */
  function assertTakesSightings(alert: { status: string; expires_at: string }): void {
    if (alert.status !== 'active') {
      throw new HttpError(409, errorCodes.conflict, m.sightingOnFoundPet)
    }
    if (alert.expires_at <= deps.now().toISOString()) {
      throw new HttpError(409, errorCodes.conflict, m.sightingOnExpiredAlert)
    }
  }

  /** The sighting of a parsed form, inside the batch's transaction. */
  async function reportIn(trx: BatchTransaction, write: SightingWrite): Promise<SightingWritten> {
    const { userId, id, fields } = write
    /** A repeat of a client-made id by its reporter answers the stored sighting. */
    const repeatOf = async (repeated: string): Promise<SightingWritten> => ({
      row: null,
      alert: null,
      doc: toSightingDoc(
        reporterRepeat(await sightings.find(repeated, trx), userId, m.sightingIdTaken),
      ),
    })
    if (id && (await sightings.find(id, trx))) return repeatOf(id)
    const alert = await alerts.find(fields.lostPetId, trx)
    if (!alert) throw new HttpError(404, errorCodes.notFound, m.alertNotFound)
    assertTakesSightings(alert)
    const now = deps.now().toISOString()
    const sightingId = id ?? crypto.randomUUID()
    const row = await sightings.insertIn(trx, {
      id: sightingId,
      photos: write.photos,
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
    })
    // Its id was taken meanwhile: the same sighting sent twice at once, or someone else's id.
    return row ? { row, alert, doc: toSightingDoc(row) } : repeatOf(sightingId)
  }
  const sightingWrites = writeOneByOne('sightings', ['sightings'], reportIn)

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
      assertTakesSightings(alert)
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
        const other = error instanceof SightingIdTakenError ? await sightings.find(id) : undefined
        if (!other) throw error
        return toSightingDoc(other)
      }
      publish(row, alert)
      return toSightingDoc(row)
    },

    /**
     * 201 { success, sighting }: the sighting joins the group commit with its key's answer (its
     * photos are stored first, media/commit-with-photos.ts); after the commit it reaches its
     * holders and the hooks (the owner's notification) run.
     */
    async report(
      userId: string,
      form: LostPetForm,
      ticket?: WriteTicket | null,
    ): Promise<Committed<SightingResponse>> {
      const { id, fields } = parseReportForm(sightingSchema, form)
      const committed = await commitWithPhotos(
        deps,
        sightingWrites,
        { photos: form.photos, ticket },
        { userId, id, fields },
        ({ doc }) => ({ status: 201, body: { success: true, sighting: doc } }),
        ({ row }) => row !== null,
      )
      if (committed.isReplay) return committed
      const { row, alert, doc } = committed.output
      if (row && alert) {
        publish(row, alert)
        await runAfterCommit(deps.log, 'lost-pets hook failed', 'onSightingCreated', () =>
          deps.hooks().onSightingCreated(doc, toLostPetDoc(alert)),
        )
      }
      return {
        isReplay: false,
        answer: committed.answer,
        output: { success: true, sighting: doc },
      }
    },

    pull: pullFrom<SightingRow, SightingDoc>(
      (...page) => sightings.pull(...page),
      (row) => ({ ...toSightingDoc(row), _deleted: false }),
    ),
  }
}

export type SightingsService = ReturnType<typeof createSightingsService>
