import { lostPetMessages, lostPetRules } from '@contract/lost-pets.messages'
import { lostPetsEndpoints as endpoints } from '@contract/lost-pets.endpoints'
import { queuedRequest } from '../../api/call'
import type { LostPetDoc, LostPetStatus, UrgencyLevel } from '../../db/schemas/lost-pets.schema'
import type { SightingDoc } from '../../db/schemas/sightings.schema'
import { queueDocumentPatch, type MutationResult } from '../../sync'
import { LOST_PETS, lostPetDocs, SIGHTINGS } from './lost-pets.repo'
import { blankToNull, previews, queueReport, reportForm } from './report-writes'

/**
 * The lost-pets writes (spec §7: POST /api/lost-pets/report and POST /api/sightings/report,
 * multipart with their photos; PATCH /api/lost-pets/{id}/status), all through the device's write
 * queue: stored with an Idempotency-Key before the screen shows them, sent once the connection
 * allows, delivered exactly once. Each carries a client-made id, so the optimistic card and the
 * server's replicated one are the same document.
 */
export interface AlertFields {
  urgencyLevel: UrgencyLevel
  lastSeenLocation: string
  latitude: number | null
  longitude: number | null
  lastSeenDate: string
  lastSeenTime: string
  description: string
  contactPhone: string
  contactEmail: string
  reward: string
  additionalNotes: string
}

export interface AlertPet {
  id: string
  name: string
  breed: string | null
  species: string | null
  /** the owner's pet knows its sex: the dialog's title agrees with it */
  gender?: 'MALE' | 'FEMALE' | null
  /** the pet's photos: the card shows them until the alert's own arrive */
  photos: readonly string[]
}

/** What the sighting dialog asks: the stored sighting's own fields, before trimming. */
export type SightingFields = Pick<
  SightingDoc,
  | 'location'
  | 'latitude'
  | 'longitude'
  | 'date'
  | 'time'
  | 'description'
  | 'contactName'
  | 'contactPhone'
>

/** The alert's fields in the order its multipart form sends them. */
const ALERT_FORM = [
  'id',
  'petId',
  'urgencyLevel',
  'lastSeenLocation',
  'lastSeenDate',
  'lastSeenTime',
  'latitude',
  'longitude',
  'description',
  'contactPhone',
  'contactEmail',
  'reward',
  'additionalNotes',
] as const satisfies readonly (keyof LostPetDoc)[]

export function reportLostPet(
  pet: AlertPet,
  fields: AlertFields,
  photos: readonly File[],
): Promise<MutationResult> {
  return queueReport({
    target: LOST_PETS,
    fallbackMessage: lostPetMessages.createError,
    doc: ({ id, reporterId, now }): LostPetDoc => {
      const shown = previews(photos)
      return {
        id,
        petId: pet.id,
        reporterId,
        ownerId: reporterId,
        name: pet.name,
        breed: pet.breed,
        species: pet.species,
        photos: shown.length > 0 ? shown : [...pet.photos],
        latitude: fields.latitude,
        longitude: fields.longitude,
        lastSeenLocation: fields.lastSeenLocation.trim(),
        lastSeenDate: fields.lastSeenDate,
        lastSeenTime: fields.lastSeenTime,
        urgencyLevel: fields.urgencyLevel,
        reward: blankToNull(fields.reward),
        description: fields.description.trim(),
        contactPhone: fields.contactPhone.trim(),
        contactEmail: blankToNull(fields.contactEmail),
        additionalNotes: blankToNull(fields.additionalNotes),
        views: 0,
        status: 'active',
        // the server's rule (60 days); the replicated document brings its own value
        expiresAt: new Date(Date.now() + lostPetRules.expiryDays * 86_400_000).toISOString(),
        createdAt: now,
        updatedAt: now,
      }
    },
    request: (doc) =>
      queuedRequest(endpoints.report, { form: reportForm(doc, ALERT_FORM, photos) }),
  })
}

export function changeLostPetStatus(id: string, status: LostPetStatus): Promise<MutationResult> {
  return queueDocumentPatch(lostPetDocs, id, {
    patch: { status },
    fallbackMessage: lostPetMessages.statusError,
    request: queuedRequest(endpoints.setStatus, { params: { id }, json: { status } }),
  })
}

/** The sighting's fields in the order its multipart form sends them. */
const SIGHTING_FORM = [
  'id',
  'lostPetId',
  'location',
  'latitude',
  'longitude',
  'date',
  'time',
  'description',
  'contactName',
  'contactPhone',
] as const satisfies readonly (keyof SightingDoc)[]

/**
 * A sighting keeps the time and place the user gave when they made it: both are in the stored
 * request, so a sighting sent hours later still says when and where the pet was seen.
 */
export function reportSighting(
  lostPetId: string,
  fields: SightingFields,
  photos: readonly File[],
): Promise<MutationResult> {
  return queueReport({
    target: SIGHTINGS,
    fallbackMessage: lostPetMessages.sightingError,
    doc: ({ id, reporterId, now }): SightingDoc => ({
      id,
      lostPetId,
      reporterId,
      location: fields.location.trim(),
      latitude: fields.latitude,
      longitude: fields.longitude,
      date: fields.date,
      time: fields.time,
      description: fields.description.trim(),
      contactName: fields.contactName.trim(),
      contactPhone: fields.contactPhone.trim(),
      photos: previews(photos),
      createdAt: now,
      updatedAt: now,
    }),
    request: (doc) =>
      queuedRequest(endpoints.reportSighting, { form: reportForm(doc, SIGHTING_FORM, photos) }),
  })
}
