import type { Selectable } from 'kysely'
import type {
  FoundColour,
  FoundReportDoc,
  FoundSex,
  FoundSize,
  PublicFoundReportDoc,
} from '../../contract/found-reports.contract.js'
import type { FoundReportsTable } from '../../db/found-reports-tables.js'
import { parseStringList } from '../../db/json-text.js'

export type FoundReportRow = Selectable<FoundReportsTable>

export const coloursOfRow = (row: Pick<FoundReportRow, 'colours'>) =>
  parseStringList<FoundColour>(row.colours)

/**
 * A report as `viewerId` may see it (privacy of places, design.md): its author gets the exact
 * place, the contact and the link; everyone else the privacy cell's centre and neither.
 */
export function toFoundReportDoc(row: FoundReportRow, viewerId: string | null): FoundReportDoc {
  const isAuthor = viewerId !== null && viewerId === row.reporter_id
  return {
    ...toPublicFoundReport(row),
    ...(isAuthor ? { latitude: Number(row.latitude), longitude: Number(row.longitude) } : {}),
    contact: isAuthor ? row.contact : null,
    linkedLostPetId: isAuthor ? row.linked_lost_pet_id : null,
  }
}

/** What a stranger may read (/encontrados/{id}): no contact, the snapped place. */
export function toPublicFoundReport(row: FoundReportRow): PublicFoundReportDoc {
  return {
    id: row.id,
    reporterId: row.reporter_id,
    species: row.species,
    breed: row.breed,
    colours: coloursOfRow(row),
    size: row.size as FoundSize | null,
    sex: row.sex as FoundSex | null,
    hasCollar: Number(row.has_collar) === 1,
    collarText: row.collar_text,
    photos: parseStringList<string>(row.photos),
    latitude: Number(row.cell_latitude),
    longitude: Number(row.cell_longitude),
    location: row.location,
    foundDate: row.found_date,
    foundTime: row.found_time,
    whereabouts: row.whereabouts,
    placeDetail: row.place_detail,
    description: row.description,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}
