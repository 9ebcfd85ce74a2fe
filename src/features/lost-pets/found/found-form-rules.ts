import { foundReportSchema } from '@contract/found-reports.contract'
import { isNotFutureDate, lostPetMessages } from '@contract/lost-pets.contract'
import type { FieldErrors } from '../form-rules'
import type { FoundFields } from './found-reports.actions'

/**
 * The found-report dialog's checks before anything is queued: the contract's schema, the very
 * rules and Spanish messages the server applies, so a report the device accepted offline is not
 * refused later; and, as for alerts, the date may not pass today's local date.
 */
const KEYS = [
  'species',
  'breed',
  'colours',
  'size',
  'sex',
  'hasCollar',
  'collarText',
  'latitude',
  'location',
  'foundDate',
  'foundTime',
  'whereabouts',
  'placeDetail',
  'description',
  'contact',
] as const satisfies readonly (keyof FoundFields)[]

export function foundProblems(
  fields: FoundFields,
  now: Date = new Date(),
): FieldErrors<keyof FoundFields> {
  const result = foundReportSchema.safeParse({
    species: fields.species,
    breed: fields.breed,
    colours: fields.colours,
    size: fields.size,
    sex: fields.sex,
    hasCollar: fields.hasCollar ? 'true' : 'false',
    collarText: fields.collarText,
    location: fields.location,
    ...(fields.latitude === null || fields.longitude === null
      ? {}
      : { latitude: fields.latitude, longitude: fields.longitude }),
    foundDate: fields.foundDate,
    foundTime: fields.foundTime,
    whereabouts: fields.whereabouts,
    placeDetail: fields.placeDetail,
    description: fields.description,
    contact: fields.contact,
  })
  const errors: FieldErrors<keyof FoundFields> = {}
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path[0]
      // A missing or bad coordinate is one problem: the place on the map.
      const field = key === 'longitude' ? 'latitude' : key
      if (typeof field === 'string' && (KEYS as readonly string[]).includes(field))
        errors[field as keyof FoundFields] ??= issue.message
    }
  }
  const today = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()))
  if (!errors.foundDate && !isNotFutureDate(fields.foundDate, today, 0))
    errors.foundDate = lostPetMessages.dateInFuture
  return errors
}
