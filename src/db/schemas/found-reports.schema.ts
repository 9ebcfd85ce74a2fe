import type { FoundReportDoc } from '@contract/found-reports.contract'
import {
  foundReportStatuses,
  foundSexes,
  foundSizes,
  foundSpecies,
  foundWhereabouts,
} from '@contract/found-reports.enums'
import { collectionSchema, field } from './schema-parts'

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
    id: field.id,
    reporterId: field.id,
    species: field.oneOf(foundSpecies),
    breed: field.nullableString,
    colours: field.stringList,
    size: nullableEnum(foundSizes),
    sex: nullableEnum(foundSexes),
    hasCollar: field.boolean,
    collarText: field.nullableString,
    photos: field.stringList,
    latitude: field.number,
    longitude: field.number,
    location: field.string,
    foundDate: field.string,
    foundTime: field.string,
    whereabouts: field.oneOf(foundWhereabouts),
    placeDetail: field.nullableString,
    description: field.string,
    contact: field.nullableString,
    status: field.oneOf(foundReportStatuses),
    linkedLostPetId: field.nullableString,
    createdAt: field.timestamp,
    updatedAt: field.timestamp,
  },
  indexes: [['status', 'createdAt']],
})
