import type { FastifyBaseLogger } from 'fastify'
import { errorCodes } from '../../contract/error-codes.js'
import {
  foundReportMessages as m,
  foundReportTexts as t,
  type Candidate,
  type CandidateActionResponse,
  type FoundReportDraft,
  type PossibleAlert,
} from '../../contract/found-reports.contract.js'
import { lostPetMessages } from '../../contract/lost-pets.contract.js'
import type { Coordinates } from '../../contract/geo.js'
import { HttpError } from '../../http/http-error.js'
import type { NotificationPayload } from '../notifications/notifications.service.js'
import type { LostPetRow } from '../lost-pets/lost-pet-doc.js'
import type { LostPetsRepository } from '../lost-pets/lost-pets.repository.js'
import {
  byRank,
  isCandidate,
  MAX_DISTANCE_KM,
  reachOf,
  reasonLine,
  scoreCandidate,
  type PetSide,
  type Score,
} from './candidate-scoring.js'
import {
  alertSide,
  draftSide,
  reportSide,
  sightingSide,
  toCandidateScore,
} from './candidate-sides.js'
import type { CandidatesRepository } from './candidates.repository.js'
import { toPublicFoundReport, type FoundReportRow } from './found-doc.js'
import type { FoundReportsRepository } from './found-reports.repository.js'
import { tilesAround } from './tiles.js'
import { cellCentre } from '../../contract/privacy-grid.js'

export interface CandidatesServiceDeps {
  alerts: LostPetsRepository
  reports: FoundReportsRepository
  candidates: CandidatesRepository
  notify: (userIds: readonly string[], payload: NotificationPayload) => Promise<string[]>
  /** opens the finder↔owner conversation (lost-pet-chat.service.ts openForFinder) */
  openConversation: (finderId: string, alertId: string) => Promise<{ matchId: string }>
  log: FastifyBaseLogger
  now: () => Date
}

/** Alerts a finder's report is scored against: the nearest active ones of its species. */
const ALERTS_NEAR_MAX = 200
/** The longest candidate list an owner gets (best first). */
const CANDIDATES_MAX = 50
/** A cell centre lies up to ~0.8 km from the exact place: the prefilter reaches that further. */
const CELL_MARGIN_KM = 1
const DAY_MS = 86_400_000

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const keepersOf = (alert: LostPetRow) => [
  ...new Set([alert.reporter_id, ...(alert.owner_id ? [alert.owner_id] : [])]),
]

/**
 * 'Posibles coincidencias': the owner's candidates of an alert, the finder's
 * possible alerts before sending, 'No es', 'Es mi mascota', the notice of a new candidate, and
 * closing the loop. Scores come from candidate-scoring.ts alone.
 */
export function createCandidatesService(deps: CandidatesServiceDeps) {
  const { alerts, reports, candidates } = deps

  async function keptAlert(userId: string, alertId: string): Promise<LostPetRow> {
    const alert = await alerts.find(alertId)
    if (!alert) throw new HttpError(404, errorCodes.notFound, lostPetMessages.alertNotFound)
    if (!keepersOf(alert).includes(userId)) {
      throw new HttpError(403, errorCodes.forbidden, m.notAlertKeeper)
    }
    return alert
  }

  /** Found reports and sightings near an alert, scored and ranked, above the cut-off. */
  async function candidatesOf(alert: LostPetRow): Promise<Candidate[]> {
    const side = alertSide(alert, await candidates.looksOf(alert.pet_id))
    if (!side) return []
    // Only as far and as late as a pair could still reach the cut-off (candidate-scoring.ts).
    const reach = reachOf(side)
    if (reach.km === 0 || reach.days === 0) return []
    const { box, tiles } = tilesAround(side.place, reach.km + CELL_MARGIN_KM)
    const query = {
      species: side.species,
      tiles,
      box,
      fromDate: dayOf(side.at - DAY_MS),
      toDate: dayOf(side.at + (Math.ceil(reach.days) + 1) * DAY_MS),
    }
    const [found, seen, dismissed] = await Promise.all([
      reports.near(query),
      candidates.sightingsNear(query, alert.id),
      candidates.dismissed(alert.id),
    ])
    // Score on the few columns the scoring reads; fetch the rest for the best ones only.
    type Ranked = { kind: 'found' | 'sighting'; id: string; score: Score; cell: Coordinates }
    const ranked: Ranked[] = []
    for (const row of found) {
      if (dismissed.has(`found:${row.id}`)) continue
      const other = reportSide(row)
      const score = scoreCandidate(side, other)
      if (isCandidate(score)) ranked.push({ kind: 'found', id: row.id, score, cell: other.place })
    }
    for (const row of seen) {
      if (dismissed.has(`sighting:${row.id}`)) continue
      const other = sightingSide(row)
      const score = scoreCandidate(side, other)
      if (isCandidate(score))
        ranked.push({ kind: 'sighting', id: row.id, score, cell: other.place })
    }
    const best = ranked.sort(byRank).slice(0, CANDIDATES_MAX)
    const idsOf = (kind: Ranked['kind']) => best.filter((c) => c.kind === kind).map((c) => c.id)
    const [reportRows, sightingRows] = await Promise.all([
      reports.findMany(idsOf('found')),
      candidates.sightingDetails(idsOf('sighting')),
    ])
    const byId = new Map(reportRows.map((row) => [row.id, row]))
    const dated = new Map(seen.map((row) => [row.id, row]))
    return best.flatMap((candidate): Candidate[] => {
      const base = {
        kind: candidate.kind,
        id: candidate.id,
        match: toCandidateScore(candidate.score),
        latitude: candidate.cell.latitude,
        longitude: candidate.cell.longitude,
      }
      if (candidate.kind === 'found') {
        const row = byId.get(candidate.id)
        if (!row) return []
        const { latitude, longitude, ...report } = toPublicFoundReport(row)
        return [
          {
            ...base,
            latitude,
            longitude,
            location: row.location,
            date: row.found_date,
            time: row.found_time,
            description: row.description,
            photos: report.photos,
            foundReport: report,
            linked: row.linked_lost_pet_id === alert.id,
          },
        ]
      }
      const details = sightingRows.get(candidate.id)
      const when = dated.get(candidate.id)
      if (!details || !when) return []
      return [
        {
          ...base,
          location: details.location,
          date: when.date,
          time: when.time,
          description: details.description,
          photos: JSON.parse(details.photos) as string[],
          foundReport: null,
          linked: false,
        },
      ]
    })
  }

  /**
   * The active alerts of a found side's species near it, each with its pair's score.
   * `fromCell`: the alerts are measured from their privacy cell, for a reader who is not their
   * keeper and chooses the point measured from (the finder's draft): exact distances from
   * points of their choosing would give away the exact place the pet was lost, often its home.
   * The search then reaches a cell further, so only the cell decides what is in.
   */
  async function alertsFor(
    found: PetSide,
    { fromCell }: { fromCell: boolean },
  ): Promise<{ alert: LostPetRow; score: Score }[]> {
    const near = await alerts.nearest(
      found.place,
      MAX_DISTANCE_KM + (fromCell ? CELL_MARGIN_KM : 0),
      { status: 'active', petType: found.species, now: deps.now().toISOString() },
      ALERTS_NEAR_MAX,
    )
    const looks = await candidates.looksOfMany(
      near.flatMap((row) => (row.pet_id ? [row.pet_id] : [])),
    )
    const scored: { id: string; alert: LostPetRow; score: Score }[] = []
    for (const alert of near) {
      const exact = alertSide(
        alert,
        looks.get(alert.pet_id ?? '') ?? { color: null, gender: null, weight: null },
      )
      const side = exact && fromCell ? { ...exact, place: cellCentre(exact.place) } : exact
      const score = side ? scoreCandidate(side, found) : null
      if (isCandidate(score)) scored.push({ id: alert.id, alert, score })
    }
    return scored.sort(byRank)
  }

  async function notifyPair(
    alert: LostPetRow,
    kind: 'found' | 'sighting',
    id: string,
    score: Score,
  ) {
    await deps.notify(keepersOf(alert), {
      type: 'lost-pet',
      // Once per pair: the notifications module drops a second delivery of the same key.
      key: `lost-pet-candidate:${alert.id}:${kind}:${id}`,
      title: t.candidateTitle(alert.name),
      message: t.candidateMessage(alert.name, reasonLine(score)),
      data: {
        lostPetId: alert.id,
        sightingId: kind === 'sighting' ? id : null,
        petName: alert.name,
        petImage: (JSON.parse(alert.photos) as string[])[0] ?? null,
      },
    })
  }

  return {
    async list(userId: string, alertId: string): Promise<Candidate[]> {
      return candidatesOf(await keptAlert(userId, alertId))
    },

    async possibleAlerts(draft: FoundReportDraft): Promise<PossibleAlert[]> {
      return (await alertsFor(draftSide(draft), { fromCell: true })).map(({ alert, score }) => ({
        lostPetId: alert.id,
        name: alert.name,
        breed: alert.breed,
        photo: (JSON.parse(alert.photos) as string[])[0] ?? null,
        lastSeenLocation: alert.last_seen_location,
        match: toCandidateScore(score),
      }))
    },

    /** 'No es': the candidate leaves this alert's list for good. */
    async dismiss(
      userId: string,
      alertId: string,
      kind: string,
      candidateId: string,
    ): Promise<CandidateActionResponse> {
      if (kind !== 'found' && kind !== 'sighting') {
        throw new HttpError(400, errorCodes.badRequest, m.candidateKindInvalid)
      }
      await keptAlert(userId, alertId)
      const exists =
        kind === 'found'
          ? await reports.find(candidateId)
          : await candidates.findSighting(candidateId)
      if (!exists) throw new HttpError(404, errorCodes.notFound, m.candidateNotFound)
      await candidates.dismiss(alertId, kind, candidateId, deps.now().toISOString())
      return { success: true }
    },

    /** 'Es mi mascota': links the report to the alert and opens the finder↔owner conversation. */
    async confirm(
      userId: string,
      alertId: string,
      reportId: string,
    ): Promise<{ response: CandidateActionResponse; report: FoundReportRow }> {
      const alert = await keptAlert(userId, alertId)
      const report = await reports.find(reportId)
      if (!report || Number(report.hidden) === 1) {
        throw new HttpError(404, errorCodes.notFound, m.candidateNotFound)
      }
      if (keepersOf(alert).includes(report.reporter_id)) {
        throw new HttpError(400, errorCodes.badRequest, m.ownReport)
      }
      const linked = await reports.link(reportId, alertId, deps.now().toISOString())
      if (!linked || linked.linked_lost_pet_id !== alertId) {
        throw new HttpError(409, errorCodes.conflict, m.alreadyLinked)
      }
      const conversation = await deps.openConversation(report.reporter_id, alertId)
      return { response: { success: true, conversation }, report: linked }
    },

    /** A new found report: the keepers of each alert it may be hear of it, once per pair. */
    async announceReport(row: FoundReportRow): Promise<void> {
      for (const { alert, score } of await alertsFor(reportSide(row), { fromCell: false })) {
        if (keepersOf(alert).includes(row.reporter_id)) continue
        await notifyPair(alert, 'found', row.id, score)
      }
    },

    /**
     * A new sighting: the keepers of other alerts it may be hear of it, once per pair (the
     * alert it was filed on is told by the sighting's own notice).
     */
    async announceSighting(sightingId: string, reporterId: string | null): Promise<void> {
      const row = await candidates.sighting(sightingId)
      if (!row) return
      for (const { alert, score } of await alertsFor(sightingSide(row), { fromCell: false })) {
        if (alert.id === row.lost_pet_id) continue
        if (reporterId && keepersOf(alert).includes(reporterId)) continue
        await notifyPair(alert, 'sighting', row.id, score)
      }
    },

    /** A new alert: its keepers hear of the candidates already there, once per pair. */
    async announceAlert(alertId: string): Promise<void> {
      const alert = await alerts.find(alertId)
      if (!alert) return
      const keepers = keepersOf(alert)
      for (const candidate of await candidatesOf(alert)) {
        if (candidate.foundReport && keepers.includes(candidate.foundReport.reporterId)) continue
        const score = {
          score: candidate.match.score,
          distanceKm: candidate.match.distanceKm,
          daysAfter: candidate.match.daysAfter,
          reasons: candidate.match.reasons,
        }
        await notifyPair(alert, candidate.kind, candidate.id, score)
      }
    },

    keepersOf,
  }
}

export type CandidatesService = ReturnType<typeof createCandidatesService>
