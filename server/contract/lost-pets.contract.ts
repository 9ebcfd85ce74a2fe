/**
 * Wire contract of lost-pet alerts and sightings (spec §2 /lost-pets, §3 'Lost-pet alert
 * form', 'Lost pet', 'Sighting form', §4 'Lost pet status', §5, §6, §7 'Lost pets and
 * sightings'). The routes are declared in lost-pets.endpoints.ts.
 *
 * - GET   /api/lost-pets?urgency&timeframe&petType&distance&search&status&lat&lng&cursor&limit
 *     → LostPetsResponse. Nearest first from `lat`/`lng`, else from the caller's saved location,
 *     else newest first. `status` active (default) lists alerts that are active and not expired;
 *     found lists found ones. `distance` (km) needs a centre; absent or 'any' is no limit.
 * - GET   /api/lost-pets/{id}        → LostPetResponse; counts one view per viewer. Sightings
 *     are included only for the reporter or owner (they carry the sighter's contact).
 * - POST  /api/lost-pets/report      multipart LostPetReportFields + up to 5 `photos`
 *     → 201 LostPetResponse. The pet must be the caller's. At most 3 alerts per pet per UTC day
 *     (429 `daily-limit-reached`, final for the write queue). Optional client-made `id` (UUID):
 *     a retried report with the same id is a repeat, not a second alert.
 * - PATCH /api/lost-pets/{id}/status JSON LostPetStatusInput → LostPetResponse. Reporter or
 *     owner only (403). Back to active renews the expiry (60 days from now).
 * - POST  /api/lost-pets/{id}/renew  → LostPetResponse. Reporter or owner only.
 * - POST  /api/sightings/report      multipart SightingFields + up to 3 `photos`
 *     → 201 SightingResponse. Any signed-in user, on an active alert. Keeps the date, time and
 *     place the client sends (made offline, it is the moment of the sighting, not of sending).
 *
 * Coordinates in a multipart form: `coordinates` as JSON text `{"lat":n,"lng":n}` (the spec's
 * form), or `latitude` and `longitude` fields. Every write takes an Idempotency-Key.
 * Replicated: /api/sync/lostPets/pull and /api/sync/sightings/pull (sync.contract.ts).
 */
import { z } from 'zod'
import {
  lostPetMessages as m,
  lostPetRules as rules,
  lostPetStatuses,
  lostPetTimeframes,
  lostPetTypes,
  phoneDigits,
  urgencyLevels,
  type LostPetStatus,
  type UrgencyLevel,
} from './lost-pets.messages.js'

import { idField } from './ids.js'
import { blankAsAbsent, calendarDate, clockTime, formCoordinate } from './report-fields.js'
import { optionalText, requiredText, textOrEmpty } from './text-fields.js'
import { queryCursor, queryValueReaders } from './query-values.js'

export * from './lost-pets.messages.js'

/**
 * A lost-pet alert as every client sees it (REST answers and the `lostPets` change feed).
 * The last-seen place and the contact are public by the reporter's choice; no user's saved or
 * home location is ever part of it.
 */
export interface LostPetDoc {
  id: string
  petId: string | null
  reporterId: string
  ownerId: string | null
  name: string
  breed: string | null
  species: string | null
  /** upload paths, e.g. "/uploads/lost-pets/<file>.webp" (thumbnail beside: .thumb.webp) */
  photos: string[]
  /** the last-seen place (public), null when the reporter gave none */
  latitude: number | null
  longitude: number | null
  lastSeenLocation: string
  /** YYYY-MM-DD as the reporter's device gave it */
  lastSeenDate: string
  /** HH:MM */
  lastSeenTime: string
  urgencyLevel: UrgencyLevel
  reward: string | null
  description: string
  contactPhone: string
  contactEmail: string | null
  additionalNotes: string | null
  /** distinct viewers */
  views: number
  status: LostPetStatus
  /** ISO; an active alert past this is no longer listed (renew or mark lost again) */
  expiresAt: string
  createdAt: string
  updatedAt: string
}

/** A sighting (§3 'Sighting form'); seen by its reporter and by the alert's reporter/owner. */
export interface SightingDoc {
  id: string
  lostPetId: string
  /** null when a visitor without an account reported it on the public alert page */
  reporterId: string | null
  /** the address the picker gave (may be empty when only coordinates were picked) */
  location: string
  latitude: number | null
  longitude: number | null
  /** YYYY-MM-DD and HH:MM of the sighting, as the client sent them */
  date: string
  time: string
  description: string
  contactName: string
  contactPhone: string
  photos: string[]
  createdAt: string
  updatedAt: string
}

/** An alert in the list, with its distance from the search centre when there is one. */
export interface LostPetListItem extends LostPetDoc {
  /** km (one decimal) from the search centre to the last-seen place; null without either */
  distanceKm: number | null
}

export interface LostPetsResponse {
  success: true
  lostPets: LostPetListItem[]
  /** pass as `cursor` for the next page; null at the end (opaque) */
  nextCursor: string | null
  /** how the list was ordered */
  mode: 'distance' | 'newest'
}

export interface LostPetResponse {
  success: true
  message?: string
  lostPet: LostPetDoc
  /** only for the reporter or owner, newest first */
  sightings?: SightingDoc[]
}

export interface SightingResponse {
  success: true
  sighting: SightingDoc
}

// ----- form fields (multipart strings) -----

const phone = (required: string) =>
  requiredText(required, rules.phoneMaxLength, m.contactPhoneInvalid).refine(
    (value) => phoneDigits(value).length >= rules.phoneMinDigits && /^[\d\s+().-]+$/.test(value),
    m.contactPhoneInvalid,
  )

/** latitude/longitude both or neither (bothOrNeither); blank is absent */
const coordinate = (min: number, max: number) =>
  z.preprocess(blankAsAbsent, formCoordinate(min, max, m.coordinatesInvalid).optional())

const bothOrNeither = (value: { latitude?: number | undefined; longitude?: number | undefined }) =>
  (value.latitude === undefined) === (value.longitude === undefined)

/** POST /api/lost-pets/report text fields (§3 'Lost-pet alert form', §5 'Lost-pet alert') */
export const lostPetReportSchema = z
  .object({
    petId: idField(m.petRequired),
    lastSeenLocation: textOrEmpty(rules.locationMaxLength, m.locationTooLong),
    lastSeenDate: calendarDate(m.lastSeenDateRequired, m.dateInFuture),
    lastSeenTime: clockTime(m.lastSeenTimeRequired),
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
    description: requiredText(
      m.descriptionRequired,
      rules.descriptionMaxLength,
      m.descriptionTooLong,
    ),
    urgencyLevel: z
      .preprocess(
        (value) => (value === '' || value === undefined ? 'medium' : value),
        z.enum(urgencyLevels, { error: m.urgencyInvalid }),
      )
      .default('medium'),
    reward: optionalText(rules.rewardMaxLength, m.rewardTooLong),
    contactPhone: phone(m.contactPhoneRequired),
    contactEmail: z
      .string()
      .trim()
      .max(rules.emailMaxLength, m.contactEmailInvalid)
      .optional()
      .nullable()
      .refine((value) => !value || z.email().safeParse(value).success, m.contactEmailInvalid)
      .transform((value) => (value ? value : null)),
    additionalNotes: optionalText(rules.notesMaxLength, m.notesTooLong),
  })
  .refine(bothOrNeither, m.coordinatesInvalid)
export type LostPetReportFields = z.output<typeof lostPetReportSchema>
export type LostPetReportInput = z.input<typeof lostPetReportSchema>

/** PATCH /api/lost-pets/{id}/status (§4 'Lost pet status') */
export const lostPetStatusSchema = z.object({
  status: z.enum(lostPetStatuses, { error: m.statusInvalid }),
})
export type LostPetStatusInput = z.input<typeof lostPetStatusSchema>

/** POST /api/sightings/report text fields (§3 'Sighting form', §5 'Sighting form') */
export const sightingSchema = z
  .object({
    lostPetId: idField(m.lostPetRequired),
    location: textOrEmpty(rules.locationMaxLength, m.locationTooLong),
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
    date: calendarDate(m.sightingDateRequired, m.dateInFuture),
    time: clockTime(m.sightingTimeRequired),
    description: requiredText(
      m.sightingDescriptionRequired,
      rules.descriptionMaxLength,
      m.descriptionTooLong,
    ),
    contactName: requiredText(
      m.contactNameRequired,
      rules.contactNameMaxLength,
      m.contactNameTooLong,
    ),
    contactPhone: phone(m.contactPhoneRequired),
  })
  .refine(bothOrNeither, m.coordinatesInvalid)
export type SightingFields = z.output<typeof sightingSchema>
export type SightingInput = z.input<typeof sightingSchema>

// ----- GET /api/lost-pets query -----

const INTEGER = /^\d{1,9}$/

const { one, decimal } = queryValueReaders(rules.searchMaxLength, /^[+-]?\d{1,3}(\.\d{1,15})?$/)

const choice = <const T extends string>(values: readonly T[], message: string) =>
  one(message)
    .refine(
      (value) =>
        value === undefined || (values as readonly string[]).includes(value.trim().toLowerCase()),
      message,
    )
    .transform((value) => value?.trim().toLowerCase() as T | undefined)

export const lostPetsQuerySchema = z
  .object({
    urgency: choice([...urgencyLevels, 'all'], m.filterUrgencyInvalid).transform((value) =>
      value === 'all' ? undefined : value,
    ),
    timeframe: choice(lostPetTimeframes, m.filterTimeframeInvalid).transform((value) =>
      value === 'all' ? undefined : value,
    ),
    petType: choice(lostPetTypes, m.filterTypeInvalid).transform((value) =>
      value === 'all' ? undefined : value,
    ),
    /** whole km, or 'any'/'all' for no limit */
    distance: one(m.filterDistanceInvalid)
      .refine((value) => {
        const normal = value?.trim().toLowerCase()
        if (normal === undefined || normal === 'any' || normal === 'all') return true
        if (!INTEGER.test(normal)) return false
        const km = Number(normal)
        return km >= rules.distanceMinKm && km <= rules.distanceMaxKm
      }, m.filterDistanceInvalid)
      .transform((value) => {
        const normal = value?.trim().toLowerCase()
        return normal === undefined || normal === 'any' || normal === 'all'
          ? undefined
          : Number(normal)
      }),
    search: one(m.filterSearchInvalid).transform((value) => value?.trim() || undefined),
    status: choice(lostPetStatuses, m.filterStatusInvalid).transform(
      (value) => value ?? ('active' as const),
    ),
    lat: decimal(-90, 90, m.filterLatitudeInvalid),
    lng: decimal(-180, 180, m.filterLongitudeInvalid),
    limit: one(m.filterLimitInvalid)
      .refine((value) => value === undefined || INTEGER.test(value.trim()), m.filterLimitInvalid)
      .transform((value) => (value === undefined ? rules.limitDefault : Number(value.trim())))
      .refine((value) => value >= 1 && value <= rules.limitMax, m.filterLimitInvalid),
    cursor: queryCursor(rules.cursorMaxLength, m.filterCursorInvalid),
  })
  .refine(
    (query) => (query.lat === undefined) === (query.lng === undefined),
    m.filterLatLngTogether,
  )
export type LostPetsQuery = z.output<typeof lostPetsQuerySchema>
