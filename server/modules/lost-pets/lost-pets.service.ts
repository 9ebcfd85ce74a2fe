import type { FastifyBaseLogger } from 'fastify'
import { errorCodes } from '../../contract/error-codes.js'
import {
  lostPetMessages as m,
  lostPetReportSchema,
  lostPetRules as rules,
  type LostPetDoc,
  type LostPetReportFields,
  type LostPetResponse,
  type LostPetStatus,
  type LostPetsQuery,
} from '../../contract/lost-pets.contract.js'
import type { Tombstoned } from '../../contract/sync.contract.js'
import { pullFrom } from '../sync/sync-feed.js'
import { writeOneByOne, type BatchTransaction } from '../../db/group-commit.js'
import { HttpError } from '../../http/http-error.js'
import type { Committed, QueuedWrites, WriteTicket } from '../../http/queued-writes.js'
import type { PhotoStore } from '../media/photo-store.js'
import type { LostPetForm } from './lost-pet-form.js'
import { parseReportForm } from './lost-pet-form.js'
import {
  petTypeOf,
  searchable,
  toLostPetDoc,
  toSightingDoc,
  type LostPetRow,
} from './lost-pet-doc.js'
import type { Audience } from './lost-pets-audience.js'
import type { AudienceRepository } from './lost-pets-audience.repository.js'
import type { LostPetHooks } from './lost-pets.hooks.js'
import type { LostPetsRepository } from './lost-pets.repository.js'
import { listLostPets } from './lost-pets-list.js'
import type { SightingsRepository } from './sightings.repository.js'
import { sweepExpiredReports } from './report-expiry.js'
import { commitWithPhotos } from '../media/commit-with-photos.js'
import { reporterRepeat, runAfterCommit } from './report-insert.js'

export interface LostPetsServiceDeps {
  alerts: LostPetsRepository
  sightings: SightingsRepository
  audience: Audience
  audienceRows: AudienceRepository
  photos: PhotoStore
  /** Reports commit in the group commit, with their keys' records and answers. */
  writes: QueuedWrites
  hooks: () => LostPetHooks
  log: FastifyBaseLogger
  now: () => Date
}

/** A parsed report, its photos stored, as it joins a batch. */
interface AlertWrite {
  userId: string
  id: string | undefined
  fields: LostPetReportFields
  /** the stored photos' paths (JSON) */
  photos: string
}

/** A status change of an alert, or its renewal (`status` null), as it joins a batch. */
interface StatusWrite {
  userId: string
  id: string
  status: LostPetStatus | null
}

/** The alert a report answers; `row` only when this write stored it. */
interface AlertWritten {
  row: LostPetRow | null
  doc: LostPetDoc
}

const DAY_MS = 86_400_000
const notFound = () => new HttpError(404, errorCodes.notFound, m.alertNotFound)
const forbidden = () => new HttpError(403, errorCodes.forbidden, m.notReporterOrOwner)

/** Start of the current UTC day and the seconds until the next one (the per-day limit). */
function utcDay(now: Date): { start: string; secondsLeft: number } {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return {
    start: new Date(start).toISOString(),
    secondsLeft: Math.max(1, Math.ceil((start + DAY_MS - now.getTime()) / 1000)),
  }
}

/**
 * Lost-pet alerts (spec §2 /lost-pets, §4 'Lost pet status', §5 'Lost-pet alert', §6): the
 * report, the list, one alert with its views, status changes and renewal, and the `lostPets`
 * feed. Sightings are in sightings.service.ts. Hooks (lost-pets.hooks.ts) run after commits.
 */
export function createLostPetsService(deps: LostPetsServiceDeps) {
  const { alerts, audience } = deps
  const iso = () => deps.now().toISOString()
  const expiry = () => new Date(deps.now().getTime() + rules.expiryDays * DAY_MS).toISOString()
  const canChange = (row: LostPetRow, userId: string) =>
    row.reporter_id === userId || row.owner_id === userId

  const runHook = (name: string, run: () => unknown) =>
    runAfterCommit(deps.log, 'lost-pets hook failed', name, run)

  /** The report of a parsed form, inside the batch's transaction. */
  async function reportIn(trx: BatchTransaction, write: AlertWrite): Promise<AlertWritten> {
    const { userId, id, fields, photos: photosJson } = write
    /** A repeat of a client-made id by its reporter answers the stored alert. */
    const repeatOf = async (repeated: string): Promise<AlertWritten> => ({
      row: null,
      doc: toLostPetDoc(reporterRepeat(await alerts.find(repeated, trx), userId, m.idTaken)),
    })
    if (id && (await alerts.find(id, trx))) return repeatOf(id)
    const pet = await alerts.ownPet(fields.petId, userId, trx)
    if (!pet) {
      const exists = await alerts.petExists(fields.petId, trx)
      throw exists
        ? new HttpError(403, errorCodes.forbidden, m.petNotYours)
        : new HttpError(404, errorCodes.notFound, m.petNotFound)
    }
    const day = utcDay(deps.now())
    if ((await alerts.alertsForPetSince(pet.id, day.start, trx)) >= rules.alertsPerPetPerDay) {
      throw new HttpError(429, errorCodes.dailyLimitReached, m.tooManyAlertsToday, {
        'Retry-After': String(day.secondsLeft),
      })
    }
    const now = iso()
    const alertId = id ?? crypto.randomUUID()
    const row = await alerts.insertIn(trx, {
      id: alertId,
      photos: photosJson,
      pet_id: pet.id,
      reporter_id: userId,
      owner_id: pet.owner_id,
      name: pet.name,
      breed: pet.breed,
      species: pet.species,
      pet_type: petTypeOf(pet.species),
      latitude: fields.latitude ?? null,
      longitude: fields.longitude ?? null,
      last_seen_location: fields.lastSeenLocation,
      last_seen_date: fields.lastSeenDate,
      last_seen_time: fields.lastSeenTime,
      urgency_level: fields.urgencyLevel,
      reward: fields.reward,
      description: fields.description,
      contact_phone: fields.contactPhone,
      contact_email: fields.contactEmail,
      additional_notes: fields.additionalNotes,
      search_text: searchable(
        [pet.name, pet.breed, fields.lastSeenLocation].filter(Boolean).join(' '),
      ),
      status: 'active',
      expires_at: expiry(),
      created_at: now,
      updated_at: now,
    })
    // Its id was taken meanwhile: the same report sent twice at once, or someone else's id.
    return row ? { row, doc: toLostPetDoc(row) } : repeatOf(alertId)
  }
  // Alerts take no change counter: their feed is the audience's (lost-pets-audience.ts).
  const alertWrites = writeOneByOne('alerts', [], reportIn)

  /** A status change or a renewal (`status` null: the same status, a new expiry). */
  async function statusIn(trx: BatchTransaction, write: StatusWrite) {
    const current = await alerts.find(write.id, trx)
    if (!current) throw notFound()
    if (!canChange(current, write.userId)) throw forbidden()
    const status = write.status ?? current.status
    const renew = write.status === null || status === 'active'
    const row = await alerts.setStatusIn(trx, write.id, status, iso(), renew ? expiry() : null)
    if (!row) throw notFound()
    return { row, foundNow: status === 'found' && current.status !== 'found' }
  }
  const statusWrites = writeOneByOne('alert-status', [], statusIn)

  async function commitStatus(
    write: StatusWrite,
    ticket: WriteTicket | null | undefined,
  ): Promise<Committed<{ success: true; lostPet: LostPetDoc }>> {
    const committed = await deps.writes.commit(statusWrites, write, {
      ticket,
      answer: ({ row }) => ({ status: 200, body: { success: true, lostPet: toLostPetDoc(row) } }),
    })
    if (committed.isReplay) return committed
    const { row, foundNow } = committed.output
    await audience.refreshAlert(row)
    const doc = toLostPetDoc(row)
    if (foundNow) await runHook('onAlertFound', () => deps.hooks().onAlertFound(doc))
    return { ...committed, output: { success: true, lostPet: doc } }
  }

  return {
    list: (userId: string, query: LostPetsQuery) =>
      listLostPets(alerts, userId, query, iso(), (hours) =>
        new Date(deps.now().getTime() - hours * 3_600_000).toISOString(),
      ),

    /**
     * 201 { success, message, lostPet }: the alert joins the group commit with its key's
     * answer (its photos are stored first, media/commit-with-photos.ts); after the commit it
     * reaches the devices around it and the hooks (notifications) run.
     */
    async report(
      userId: string,
      form: LostPetForm,
      ticket?: WriteTicket | null,
    ): Promise<Committed<LostPetResponse>> {
      const { id, fields } = parseReportForm(lostPetReportSchema, form)
      const committed = await commitWithPhotos(
        deps,
        alertWrites,
        { photos: form.photos, ticket },
        { userId, id, fields },
        ({ doc }) => ({
          status: 201,
          body: { success: true, message: m.createSuccess, lostPet: doc },
        }),
        ({ row }) => row !== null,
      )
      if (committed.isReplay) return committed
      const { row, doc } = committed.output
      const answer = { isReplay: false as const, answer: committed.answer }
      const output: LostPetResponse = { success: true, message: m.createSuccess, lostPet: doc }
      if (row) {
        const recipients = await audience.refreshAlert(row)
        await runHook('onAlertCreated', () => deps.hooks().onAlertCreated(doc, { recipients }))
      }
      return { ...answer, output }
    },

    /** One alert; counts the caller's view once. Sightings only for its reporter or owner. */
    async get(userId: string, id: string): Promise<LostPetResponse> {
      const found = await alerts.find(id)
      if (!found) throw notFound()
      const counted = await alerts.recordView(id, userId, iso())
      const row = counted ? ((await alerts.find(id)) ?? found) : found
      const response: LostPetResponse = { success: true, lostPet: toLostPetDoc(row) }
      if (canChange(row, userId)) {
        response.sightings = (await deps.sightings.ofAlert(id)).map(toSightingDoc)
      }
      return response
    },

    /**
     * §4 'Lost pet status': reporter or owner only; back to active renews the expiry. In the
     * group commit with its key's answer; the feeds and the hooks follow the commit.
     */
    setStatus: (userId: string, id: string, status: LostPetStatus, ticket?: WriteTicket | null) =>
      commitStatus({ userId, id, status }, ticket),

    /** Pushes the expiry 60 days from now, whatever the status. */
    renew: (userId: string, id: string, ticket?: WriteTicket | null) =>
      commitStatus({ userId, id, status: null }, ticket),

    /**
     * Sends the expiry of alerts past their date to the feeds (others' devices drop them);
     * answers how many. Run on a timer by the app and callable by tests and the bench.
     */
    sweepExpired(batch = 200): Promise<number> {
      return sweepExpiredReports(alerts, (row) => audience.refreshAlert(row), iso(), batch)
    },

    pull: pullFrom(
      (...page) => deps.audienceRows.pull(...page),
      (row): Tombstoned<LostPetDoc> => ({ ...toLostPetDoc(row.item), _deleted: !row.visible }),
    ),
  }
}

export type LostPetsService = ReturnType<typeof createLostPetsService>
