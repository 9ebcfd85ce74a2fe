import { foundReportSchema } from '@contract/found-reports.contract'
import { asSent, reportProblems, type FieldErrors } from '../form-rules'
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
    ...asSent(fields),
    hasCollar: fields.hasCollar ? 'true' : 'false',
  })
  return reportProblems(result, KEYS, { key: 'foundDate', value: fields.foundDate }, now)
}
