import { foundReportsEndpoints } from '@contract/found-reports.endpoints'
import {
  type FoundColour,
  type FoundSex,
  type FoundSize,
  type FoundSpecies,
  type FoundWhereabouts,
} from '@contract/found-reports.messages'
import type { FoundReportDoc } from '../../../db/schemas/found-reports.schema'
import { foundPetReport as r } from '../../../i18n/es/found-pet-report'
import { queuedRequest } from '../../../api/call'
import type { MutationResult } from '../../../sync'
import {
  appendCoordinates,
  appendPhotos,
  blankToNull,
  previews,
  queueReport,
} from '../report-writes'
import { FOUND_REPORTS } from './found-reports.repo'

/**
 * 'Encontré una mascota': the report goes through the device's write queue like alerts and
 * sightings (lost-pets.actions.ts): stored with an Idempotency-Key and a client-made id before
 * the screen shows it, sent once the connection allows, delivered exactly once. The place and
 * time are the finder's, taken when they report, so a report sent hours later keeps them.
 */
export interface FoundFields {
  species: FoundSpecies | ''
  breed: string
  colours: FoundColour[]
  size: FoundSize | ''
  sex: FoundSex | ''
  hasCollar: boolean
  collarText: string
  location: string
  latitude: number | null
  longitude: number | null
  foundDate: string
  foundTime: string
  whereabouts: FoundWhereabouts | ''
  placeDetail: string
  description: string
  contact: string
}

export function foundFormData(id: string, fields: FoundFields, photos: readonly File[]) {
  const form = new FormData()
  form.append('id', id)
  form.append('species', fields.species)
  if (blankToNull(fields.breed)) form.append('breed', fields.breed.trim())
  form.append('colours', fields.colours.join(','))
  if (fields.size) form.append('size', fields.size)
  if (fields.sex) form.append('sex', fields.sex)
  form.append('hasCollar', fields.hasCollar ? 'true' : 'false')
  if (fields.hasCollar && blankToNull(fields.collarText))
    form.append('collarText', fields.collarText.trim())
  appendCoordinates(form, fields.latitude, fields.longitude)
  form.append('location', fields.location.trim())
  form.append('foundDate', fields.foundDate)
  form.append('foundTime', fields.foundTime)
  form.append('whereabouts', fields.whereabouts)
  if (blankToNull(fields.placeDetail)) form.append('placeDetail', fields.placeDetail.trim())
  form.append('description', fields.description.trim())
  form.append('contact', fields.contact.trim())
  appendPhotos(form, photos)
  return form
}

/** The fields are the ones foundProblems() accepted: species, place and whereabouts are set. */
export function reportFoundPet(
  fields: FoundFields,
  photos: readonly File[],
): Promise<MutationResult> {
  return queueReport({
    target: FOUND_REPORTS,
    fallbackMessage: r.dialog.error,
    doc: ({ id, reporterId, now }): FoundReportDoc => ({
      id,
      reporterId,
      species: fields.species || 'other',
      breed: blankToNull(fields.breed),
      colours: [...new Set(fields.colours)],
      size: fields.size || null,
      sex: fields.sex || null,
      hasCollar: fields.hasCollar,
      collarText: fields.hasCollar ? blankToNull(fields.collarText) : null,
      photos: previews(photos),
      latitude: fields.latitude ?? 0,
      longitude: fields.longitude ?? 0,
      location: fields.location.trim(),
      foundDate: fields.foundDate,
      foundTime: fields.foundTime,
      whereabouts: fields.whereabouts || 'with-finder',
      placeDetail: blankToNull(fields.placeDetail),
      description: fields.description.trim(),
      contact: fields.contact.trim(),
      status: 'open',
      linkedLostPetId: null,
      createdAt: now,
      updatedAt: now,
    }),
    request: ({ id }) =>
      queuedRequest(foundReportsEndpoints.report, { form: foundFormData(id, fields, photos) }),
  })
}
