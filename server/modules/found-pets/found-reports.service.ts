import type { FastifyBaseLogger } from 'fastify'
import { errorCodes } from '../../contract/error-codes.js'
import {
  foundReportMessages as m,
  foundReportRules as rules,
  foundReportSchema,
  foundReportTexts as t,
  type FoundReportDoc,
  type FoundReportFields,
  type FoundReportFlagResponse,
  type FoundReportResponse,
  type PublicFoundReportDoc,
} from '../../contract/found-reports.contract.js'
import { cellCentre } from '../../contract/privacy-grid.js'
import type { Tombstoned } from '../../contract/sync.contract.js'
import { pullFrom } from '../sync/sync-feed.js'
import type { LostPetStatus } from '../../contract/lost-pets.contract.js'
import { writeOneByOne, type BatchTransaction } from '../../db/group-commit.js'
import { HttpError } from '../../http/http-error.js'
import type { Committed, QueuedWrites, WriteTicket } from '../../http/queued-writes.js'
import type { PairedLimit } from '../../http/rate-limits.js'
import type { PhotoStore } from '../media/photo-store.js'
import type { NotificationPayload } from '../notifications/notifications.service.js'
import { parseReportForm, type LostPetForm } from '../lost-pets/lost-pet-form.js'
import type { LostPetsRepository } from '../lost-pets/lost-pets.repository.js'
import type { CandidatesService } from './candidates.service.js'
import { toFoundReportDoc, toPublicFoundReport, type FoundReportRow } from './found-doc.js'
import type { FoundAudience } from './found-audience.js'
import type { FoundAudienceRepository } from './found-audience.repository.js'
import type { FoundReportsRepository } from './found-reports.repository.js'
import { tileOf } from './tiles.js'
import { sweepExpiredReports } from '../lost-pets/report-expiry.js'
import { commitWithPhotos } from '../media/commit-with-photos.js'
import { reporterRepeat, runAfterCommit } from '../lost-pets/report-insert.js'

export interface FoundReportsServiceDeps {
  reports: FoundReportsRepository
  alerts: LostPetsRepository
  audience: FoundAudience
  audienceRows: FoundAudienceRepository
  candidates: CandidatesService
  photos: PhotoStore
  /** Reports commit in the group commit, with their keys' records and answers. */
  writes: QueuedWrites
  limit: PairedLimit
  /** marks an alert found or active as its keeper would (lost-pets.service.ts setStatus) */
  setAlertStatus: (userId: string, alertId: string, status: LostPetStatus) => Promise<unknown>
  notify: (userIds: readonly string[], payload: NotificationPayload) => Promise<string[]>
  log: FastifyBaseLogger
  now: () => Date
}

const notFound = () => new HttpError(404, errorCodes.notFound, m.notFound)

/** A parsed report, its photos stored, as it joins a batch. */
interface FoundWrite {
  userId: string
  ip: string
  id: string | undefined
  fields: FoundReportFields
  /** the stored photos' paths (JSON) */
  photos: string
}

/** The report a send answers; `row` only when this write stored it. */
interface FoundWritten {
  row: FoundReportRow | null
  doc: FoundReportDoc
}

/**
 * Found-pet reports ('Encontré una mascota'): the report, sent once through the write queue
 * (Idempotency-Key and a client-made id, as alerts are) and limited per user and address; the
 * reads, each with the place as the reader may see it; flags; and the loop's close.
 */
export function createFoundReportsService(deps: FoundReportsServiceDeps) {
  const { reports, audience } = deps
  const iso = () => deps.now().toISOString()

  const afterCommit = (name: string, run: () => Promise<unknown>) =>
    runAfterCommit(deps.log, 'found-reports follow-up failed', name, run)

  /** The report of a parsed form, inside the batch's transaction. */
  async function reportIn(trx: BatchTransaction, write: FoundWrite): Promise<FoundWritten> {
    const { userId, id, fields } = write
    /** A repeat of a client-made id by its reporter answers the stored report. */
    const repeatOf = async (repeated: string): Promise<FoundWritten> => ({
      row: null,
      doc: toFoundReportDoc(
        reporterRepeat(await reports.find(repeated, trx), userId, m.idTaken),
        userId,
      ),
    })
    if (id && (await reports.find(id, trx))) return repeatOf(id)
    // Counted once the input is valid and new: a typo does not use up the day.
    await deps.limit.consume(write.ip, userId)
    const place = { latitude: fields.latitude, longitude: fields.longitude }
    const cell = cellCentre(place)
    const now = iso()
    const reportId = id ?? crypto.randomUUID()
    const row = await reports.insertIn(trx, {
      id: reportId,
      photos: write.photos,
      reporter_id: userId,
      species: fields.species,
      breed: fields.breed,
      colours: JSON.stringify(fields.colours),
      size: fields.size,
      sex: fields.sex,
      has_collar: fields.hasCollar ? 1 : 0,
      collar_text: fields.hasCollar ? fields.collarText : null,
      latitude: place.latitude,
      longitude: place.longitude,
      cell_latitude: cell.latitude,
      cell_longitude: cell.longitude,
      tile: tileOf(place),
      location: fields.location,
      found_date: fields.foundDate,
      found_time: fields.foundTime,
      whereabouts: fields.whereabouts,
      place_detail: fields.placeDetail,
      description: fields.description,
      contact: fields.contact,
      status: 'open',
      linked_lost_pet_id: null,
      created_at: now,
      updated_at: now,
      expires_at: new Date(Date.parse(now) + rules.expiryDays * 86_400_000).toISOString(),
    })
    // Its id was taken meanwhile: the same report sent twice at once, or someone else's id.
    return row ? { row, doc: toFoundReportDoc(row, userId) } : repeatOf(reportId)
  }
  // Found reports take no change counter: their feed is the audience's (found-audience.ts).
  const foundWrites = writeOneByOne('foundReports', [], reportIn)

  /**
   * Closes a report with its alert: reunited, out of everyone's feed but its author's, and the
   * finder thanked in the app (once: the notice's key is per report).
   */
  async function closeWith(row: FoundReportRow, alertName: string, alertId: string) {
    const result = await reports.markReunited(row.id, iso())
    if (!result) return row
    await audience.refreshReport(result.row)
    if (result.closed) {
      await afterCommit('thankFinder', () =>
        deps.notify([row.reporter_id], {
          type: 'lost-pet',
          key: `found-report-thanks:${row.id}`,
          title: t.thanksTitle,
          message: t.thanksMessage(alertName),
          data: { lostPetId: alertId, petName: alertName },
        }),
      )
    }
    return result.row
  }

  /** A report its reader may see: a hidden one only by its author. */
  async function visible(id: string, userId: string | null): Promise<FoundReportRow> {
    const row = await reports.find(id)
    if (!row || (Number(row.hidden) === 1 && row.reporter_id !== userId)) throw notFound()
    return row
  }

  return {
    /**
     * 201 { success, message, foundReport }: the report joins the group commit with its key's
     * answer (its photos are stored first, media/commit-with-photos.ts); after the commit it
     * reaches the devices around it and the owners of alerts it may match.
     */
    async report(
      userId: string,
      ip: string,
      form: LostPetForm,
      ticket?: WriteTicket | null,
    ): Promise<Committed<FoundReportResponse>> {
      const { id, fields } = parseReportForm(foundReportSchema, form)
      const answerOf = (doc: FoundReportDoc): FoundReportResponse => ({
        success: true,
        message: m.createSuccess,
        foundReport: doc,
      })
      const committed = await commitWithPhotos(
        deps,
        foundWrites,
        { photos: form.photos, ticket },
        { userId, ip, id, fields },
        ({ doc }) => ({ status: 201, body: answerOf(doc) }),
        ({ row }) => row !== null,
      )
      if (committed.isReplay) return committed
      const { row, doc } = committed.output
      if (row) {
        await audience.refreshReport(row)
        await afterCommit('announceReport', () => deps.candidates.announceReport(row))
      }
      return { isReplay: false, answer: committed.answer, output: answerOf(doc) }
    },

    async get(userId: string, id: string): Promise<FoundReportDoc> {
      return toFoundReportDoc(await visible(id, userId), userId)
    },

    /** /encontrados/{id}: no contact, the snapped place, never a hidden report. */
    async getPublic(id: string): Promise<PublicFoundReportDoc> {
      return toPublicFoundReport(await visible(id, null))
    },

    async flag(userId: string, id: string): Promise<FoundReportFlagResponse> {
      const row = await visible(id, userId)
      if (row.reporter_id === userId) throw new HttpError(400, errorCodes.badRequest, m.flagOwn)
      const result = await reports.flag(id, userId, iso(), rules.flagsToHide)
      if (result.added && result.hidden && Number(row.hidden) === 0) {
        const hidden = await reports.find(id)
        if (hidden) await audience.refreshReport(hidden)
      }
      return { success: true, message: m.flagged, hidden: result.hidden }
    },

    /**
     * The owner marks the pet found through the report linked to their alert: the alert is
     * found, the report reunited, and the finder is thanked in the app.
     */
    async reunite(userId: string, id: string): Promise<FoundReportDoc> {
      const row = await reports.find(id)
      if (!row) throw notFound()
      const alertId = row.linked_lost_pet_id
      const alert = alertId ? await deps.alerts.find(alertId) : undefined
      const keepers = alert ? deps.candidates.keepersOf(alert) : []
      // No alert confirmed yet: the family must first say this report is their pet. Someone
      // else (the finder, say) is told who may do it, not asked to confirm a pet not theirs.
      if (!alert) throw new HttpError(409, errorCodes.conflict, m.notLinked)
      if (!keepers.includes(userId)) {
        throw new HttpError(403, errorCodes.forbidden, m.reuniteNotFamily)
      }
      // Marking the alert found closes its linked reports (alertFound, through the lost-pets
      // hook); an alert already found closes this one here.
      await deps.setAlertStatus(userId, alert.id, 'found')
      const closed = await closeWith(row, alert.name, alert.id)
      return toFoundReportDoc(closed, userId)
    },

    /** An alert marked found (however): the reports linked to it close with it. */
    async alertFound(alertId: string): Promise<void> {
      const alert = await deps.alerts.find(alertId)
      if (!alert || alert.status !== 'found') return
      for (const row of await reports.openLinkedTo(alertId)) {
        await closeWith(row, alert.name, alert.id)
      }
    },

    /**
     * Tells the feeds what time and the operator changed: reports past their expiry leave
     * others' devices, and reports whose flags an operator cleared come back to them.
     */
    async sweep(batch = 200): Promise<number> {
      const expired = await sweepExpiredReports(
        reports,
        (row) => audience.refreshReport(row),
        iso(),
        batch,
      )
      const unhidden = await reports.unhiddenSinceFeed(batch)
      for (const { id } of unhidden) {
        const row = await reports.find(id)
        if (!row) continue
        await audience.refreshReport(row)
        await reports.markShownInFeed(id)
      }
      return expired + unhidden.length
    },

    pull: pullFrom(
      (...page) => deps.audienceRows.pull(...page),
      (row, userId): Tombstoned<FoundReportDoc> => ({
        ...toFoundReportDoc(row.item, userId),
        _deleted: !row.visible,
      }),
    ),
  }
}

export type FoundReportsService = ReturnType<typeof createFoundReportsService>
