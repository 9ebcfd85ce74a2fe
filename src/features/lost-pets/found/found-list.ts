import { distanceKm } from '@contract/geo'
import { timeframeHours } from '@contract/lost-pets.messages'
import type { FoundReportDoc } from '../../../db/schemas/found-reports.schema'
import { foundPets as t } from '../../../i18n/es/found-pets'
import type { ListOptions, LostPetFilters } from '../lost-pet-list'

/**
 * The found reports the 'Encontradas' tab lists, with the alerts' search and filter panel
 * (lost-pet-list.ts) read for what a report has: the search over species, breed, colours,
 * collar and place; type, time (when it was reported) and distance. Urgency is an alert's own
 * and does not apply. The user's own reports are always listed. Newest first.
 */
const HOUR_MS = 3_600_000

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

function searchable(report: FoundReportDoc): string[] {
  return [
    t.species[report.species],
    report.breed ?? '',
    report.location,
    report.collarText ?? '',
    report.description,
    ...report.colours.map((colour) => t.colours[colour]),
  ]
}

export function filterFoundReports<T extends FoundReportDoc>(
  reports: readonly T[],
  filters: Pick<LostPetFilters, 'search' | 'type' | 'timeframe' | 'distance'>,
  { from, now, userId }: ListOptions,
): T[] {
  const words = fold(filters.search).trim()
  return reports
    .filter((report) => words === '' || searchable(report).some((f) => fold(f).includes(words)))
    .filter((report) => filters.type === 'all' || report.species === filters.type)
    .filter((report) => {
      if (userId !== undefined && report.reporterId === userId) return true
      const isRecent =
        filters.timeframe === 'all' ||
        now - Date.parse(report.createdAt) <= timeframeHours[filters.timeframe] * HOUR_MS
      const isNear =
        filters.distance === 'any' || !from || distanceKm(from, report) <= filters.distance
      return isRecent && isNear
    })
    .sort((a, b) => (a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? 1 : -1))
}
