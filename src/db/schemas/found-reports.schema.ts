import type { FoundReportDoc } from '@contract/found-reports.contract'
import {
  foundReportStatuses,
  foundSexes,
  foundSizes,
  foundSpecies,
  foundWhereabouts,
} from '@contract/found-reports.enums'
import {
  booleanField,
  collectionSchema,
  enumField,
  idField,
  nullableString,
  numberField,
  stringField,
  stringList,
  timestampField,
} from './schema-parts'

/**
 * Found-pet reports: exactly the contract's FoundReportDoc (the `foundReports` feed: reports
 * within the alerts feed's radius and the user's own), each with the place as this user may
 * see it and the contact only on the author's copy.
 */
export type { FoundReportDoc }

const nullableEnum = <const T extends readonly string[]>(values: T) =>
  ({ type: ['string', 'null'], enum: [...values, null], maxLength: 32 }) as const

export const foundReportsSchema = collectionSchema<FoundReportDoc>({
  title: 'foundReports',
  version: 0,
  properties: {
    id: idField,
    reporterId: idField,
    species: enumField(foundSpecies),
    breed: nullableString,
    colours: stringList,
    size: nullableEnum(foundSizes),
    sex: nullableEnum(foundSexes),
    hasCollar: booleanField,
    collarText: nullableString,
    photos: stringList,
    latitude: numberField,
    longitude: numberField,
    location: stringField,
    foundDate: stringField,
    foundTime: stringField,
    whereabouts: enumField(foundWhereabouts),
    placeDetail: nullableString,
    description: stringField,
    contact: nullableString,
    status: enumField(foundReportStatuses),
    linkedLostPetId: nullableString,
    createdAt: timestampField,
    updatedAt: timestampField,
  },
  indexes: [['status', 'createdAt']],
})
