/**
 * Wire contract of found-pet reports and 'Posibles coincidencias' (issue 'Encontré una
 * mascota'). Paths, limits and texts are in found-reports.messages.ts (zod-free, re-exported).
 *
 * - POST /api/found-reports/report  multipart FoundReportFields + up to 5 `photos`
 *     → 201 FoundReportResponse. Optional client-made `id` (UUID): a retried report with the
 *     same id answers the stored one. Takes an Idempotency-Key like every write. Limited per
 *     user and per address (429 `too-many-requests`, Retry-After).
 * - GET  /api/found-reports/{id}    → FoundReportResponse: the place snapped to the privacy
 *     cell and no contact, except for the author. A hidden report: 404 except for its author.
 * - POST /api/found-reports/{id}/flag → FoundReportFlagResponse. Once per user; the third user
 *     hides the report pending review. Not one's own (400).
 * - POST /api/found-reports/possible-alerts JSON FoundReportDraftInput → PossibleAlertsResponse:
 *     the active alerts the draft may be, best first, with reasons (the finder, before sending).
 * - POST /api/found-reports/{id}/reunite → FoundReportResponse: the owner of the alert it is
 *     linked to marks the pet found through it; alert and report close together and the finder
 *     is thanked.
 * - GET  /api/public/found-reports/{id} (no token) → PublicFoundReportResponse, for /encontrados/{id}.
 * - GET  /api/lost-pets/{id}/candidates → CandidatesResponse: found reports and sightings that
 *     may be the alert's pet, best first, with reasons. Its reporter or owner only (403).
 * - POST /api/lost-pets/{id}/candidates/{found|sighting}/{candidateId}/dismiss → 'No es'.
 * - POST /api/lost-pets/{id}/candidates/found/{reportId}/confirm → 'Es mi mascota': links the two
 *     and opens the finder↔owner conversation (lost-pet-chat.contract.ts), answered as its matchId.
 *
 * Replicated: /api/sync/foundReports/pull (sync.contract.ts), to users within the `lostPets`
 * feed's radius of the report and to its author, each copy with the place as that user may see it.
 */
import { z } from 'zod'
import {
  foundColours,
  foundReportMessages as m,
  foundReportRules as rules,
  foundSexes,
  foundSizes,
  foundSpecies,
  foundWhereabouts,
  type FoundColour,
  type FoundReportStatus,
  type FoundSex,
  type FoundSize,
  type FoundSpecies,
  type FoundWhereabouts,
} from './found-reports.messages.js'
import { lostPetMessages } from './lost-pets.messages.js'
import { blankAsAbsent, calendarDate, clockTime, formCoordinate } from './report-fields.js'
import { optionalText, requiredText, textOrEmpty } from './text-fields.js'

export * from './found-reports.messages.js'

/** A found report as a user may see it (REST answers and the `foundReports` feed). */
export interface FoundReportDoc {
  id: string
  reporterId: string
  species: FoundSpecies
  breed: string | null
  colours: FoundColour[]
  size: FoundSize | null
  sex: FoundSex | null
  hasCollar: boolean
  collarText: string | null
  photos: string[]
  /** exact for the author; the privacy cell's centre for everyone else */
  latitude: number
  longitude: number
  location: string
  foundDate: string
  foundTime: string
  whereabouts: FoundWhereabouts
  placeDetail: string | null
  description: string
  /** the author's own contact; null for everyone else (relayed in the app, never shown) */
  contact: string | null
  status: FoundReportStatus
  /** the alert 'Es mi mascota' linked it to; for the author only */
  linkedLostPetId: string | null
  createdAt: string
  updatedAt: string
}

export interface FoundReportResponse {
  success: true
  message?: string
  foundReport: FoundReportDoc
}

export type PublicFoundReportDoc = Omit<FoundReportDoc, 'contact' | 'linkedLostPetId'>
export interface PublicFoundReportResponse {
  success: true
  foundReport: PublicFoundReportDoc
}

export interface FoundReportFlagResponse {
  success: true
  message: string
  /** whether the report is now hidden pending review */
  hidden: boolean
}

/** Why a pair matches, and how well. */
export interface CandidateScore {
  score: number
  distanceKm: number
  daysAfter: number
  reasons: string[]
  /** the reasons as one line: 'misma especie · 1,2 km · 2 días después · color similar' */
  summary: string
}

/** A candidate of an alert: a found report, or a sighting filed on another alert. */
export interface Candidate {
  kind: 'found' | 'sighting'
  id: string
  match: CandidateScore
  /** snapped to the privacy cell */
  latitude: number
  longitude: number
  location: string
  date: string
  time: string
  description: string
  photos: string[]
  /** found reports: the pet's looks and whereabouts; null for a sighting */
  foundReport: Omit<PublicFoundReportDoc, 'latitude' | 'longitude'> | null
  /** 'Es mi mascota' already linked this report to the alert */
  linked: boolean
}

export interface CandidatesResponse {
  success: true
  candidates: Candidate[]
}

export interface PossibleAlert {
  lostPetId: string
  name: string
  breed: string | null
  photo: string | null
  lastSeenLocation: string
  match: CandidateScore
}

export interface PossibleAlertsResponse {
  success: true
  alerts: PossibleAlert[]
}

export interface CandidateActionResponse {
  success: true
  /** 'Es mi mascota': the finder↔owner conversation to open (/chat/{matchId}) */
  conversation?: { matchId: string }
}

// ----- fields -----

const SPECIES_WORDS: Record<string, FoundSpecies> = {
  perro: 'dog',
  perra: 'dog',
  gato: 'cat',
  gata: 'cat',
  ave: 'bird',
  pajaro: 'bird',
  otro: 'other',
  otra: 'other',
}

const species = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value
    const key = value
      .trim()
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
    return SPECIES_WORDS[key] ?? key
  },
  z.enum(foundSpecies, { error: (issue) => (issue.input ? m.speciesInvalid : m.speciesRequired) }),
)

/** 'black,white' (a form field) or ['black', 'white'] (JSON); 1 to 4 from the palette. */
const colours = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((item) => item.trim().toLowerCase())
          .filter(Boolean)
      : value,
  z
    .array(z.enum(foundColours, { error: m.coloursInvalid }), { error: m.coloursRequired })
    .min(1, m.coloursRequired)
    .max(rules.coloursMax, m.coloursInvalid)
    .transform((list) => [...new Set(list)]),
)

/** '' or absent: not known */
const optionalChoice = <const T extends string>(
  values: readonly T[],
  message: string,
  unknown: string[] = [],
) =>
  z.preprocess(
    (value) =>
      value === '' ||
      value === undefined ||
      value === null ||
      (typeof value === 'string' && unknown.includes(value))
        ? null
        : value,
    z.enum(values, { error: message }).nullable(),
  )

const yesNo = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return false
    if (typeof value !== 'string') return value
    const normal = value.trim().toLowerCase()
    if (['true', '1', 'yes', 'si', 'sí', 'on'].includes(normal)) return true
    if (['false', '0', 'no', 'off'].includes(normal)) return false
    return value
  },
  z.boolean({ error: m.collarInvalid }),
)

/** Required, unlike an alert's: the candidates are scored from the place. */
const coordinate = (min: number, max: number) =>
  z.preprocess(blankAsAbsent, formCoordinate(min, max, m.placeRequired))

/** What the finder knows of the pet, where and when: the draft the candidates are scored from. */
const draftShape = {
  species,
  breed: optionalText(rules.breedMaxLength, m.breedTooLong),
  colours,
  size: optionalChoice(foundSizes, m.sizeInvalid),
  sex: optionalChoice(foundSexes, m.sexInvalid, ['unknown']),
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
  foundDate: calendarDate(m.foundDateRequired, lostPetMessages.dateInFuture),
  foundTime: clockTime(m.foundTimeRequired),
}

/** POST /api/found-reports/possible-alerts (JSON) */
export const foundReportDraftSchema = z.object(draftShape)
export type FoundReportDraft = z.output<typeof foundReportDraftSchema>
export type FoundReportDraftInput = z.input<typeof foundReportDraftSchema>

/** POST /api/found-reports/report text fields (multipart strings) */
export const foundReportSchema = z.object({
  ...draftShape,
  hasCollar: yesNo,
  collarText: optionalText(rules.collarTextMaxLength, m.collarTextTooLong),
  location: textOrEmpty(rules.locationMaxLength, lostPetMessages.locationTooLong),
  whereabouts: z.enum(foundWhereabouts, { error: m.whereaboutsRequired }),
  placeDetail: optionalText(rules.placeDetailMaxLength, m.placeDetailTooLong),
  description: textOrEmpty(rules.descriptionMaxLength, m.descriptionTooLong),
  contact: requiredText(m.contactRequired, rules.contactMaxLength, m.contactTooLong),
})
export type FoundReportFields = z.output<typeof foundReportSchema>
