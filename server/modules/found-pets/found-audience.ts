import type { FoundReportDoc } from '../../contract/found-reports.contract.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import { boxAround, distance2, distance2OfKm, type Centre } from '../lost-pets/lost-pets-geo.js'
import { createPlaceAudience } from '../sync/place-audience.js'
import { toFoundReportDoc, type FoundReportRow } from './found-doc.js'
import type { FoundAudienceRepository } from './found-audience.repository.js'

/**
 * Who holds which found report on their device: the placed-item rule (sync/place-audience.ts),
 * the alerts' radius (LOST_PETS_FEED_RADIUS_KM, default 25 km), with
 * - keeper: the author, who sees how it ended;
 * - live: open (not reunited), not hidden, not expired (foundReportRules.expiryDays after it
 *   was filed, as an alert leaves at its own expiry);
 * - place: the report's privacy cell, never the exact place, so who receives it tells nothing
 *   finer.
 * Each copy is the report as its holder may see it (the contact is the author's alone).
 */
export interface FoundAudienceDeps {
  audience: FoundAudienceRepository
  broadcaster: ChangeBroadcaster
  usersNear: (centre: Centre, km: number) => Promise<string[]>
  savedLocation: (userId: string) => Promise<Centre | null>
  findMany: (ids: readonly string[]) => Promise<FoundReportRow[]>
  feedRadiusKm: number
  now: () => Date
}

/** Most reports one user's device receives from around them. */
const NEARBY_MAX = 1000

/** Whether anyone but the author holds it (the rule above). */
export const isLive = (row: FoundReportRow, now: string): boolean =>
  Number(row.hidden) === 0 && row.status === 'open' && row.expires_at > now

const cellOf = (row: FoundReportRow): Centre => ({
  latitude: Number(row.cell_latitude),
  longitude: Number(row.cell_longitude),
})

export function createFoundAudience(deps: FoundAudienceDeps) {
  const audience = createPlaceAudience<FoundReportRow, FoundReportDoc>({
    collection: 'foundReports',
    rows: deps.audience,
    broadcaster: deps.broadcaster,
    keepersOf: (row) => new Set([row.reporter_id]),
    usersNear: async (row) =>
      isLive(row, deps.now().toISOString()) ? deps.usersNear(cellOf(row), deps.feedRadiusKm) : [],
    nearbyFor: async (userId) => {
      const centre = await deps.savedLocation(userId)
      if (!centre) return []
      const limit = distance2OfKm(deps.feedRadiusKm)
      const inBox = await deps.audience.inBox(
        boxAround(centre, deps.feedRadiusKm),
        deps.now().toISOString(),
        NEARBY_MAX,
      )
      return inBox.filter((row) => distance2(centre, cellOf(row)) <= limit)
    },
    findMany: deps.findMany,
    toDoc: (row, userId) => toFoundReportDoc(row, userId),
  })
  return { refreshReport: audience.refresh, refreshUser: audience.refreshUser }
}

export type FoundAudience = ReturnType<typeof createFoundAudience>
