import type { FoundReportDoc } from '../../contract/found-reports.contract.js'
import type { Tombstoned } from '../../contract/sync.contract.js'
import type { ChangeBroadcaster } from '../../realtime/change-broadcaster.js'
import { boxAround, distance2, distance2OfKm, type Centre } from '../lost-pets/lost-pets-geo.js'
import { toFoundReportDoc, type FoundReportRow } from './found-doc.js'
import type {
  FoundAudienceChange,
  FoundAudienceEntry,
  FoundAudienceRepository,
} from './found-audience.repository.js'

/**
 * Who holds which found report on their device: the `lostPets` feed's rule
 * (lost-pets-audience.ts) with the same radius (LOST_PETS_FEED_RADIUS_KM, default 25 km):
 *
 *   user U holds report R  ⇔  U wrote R, or R is open (not reunited), not hidden, not
 *                             expired, and U's saved location lies within the radius of R's
 *                             privacy cell.
 *
 * Measured from the cell, never the exact place, so who receives it tells nothing finer. A
 * reunited, hidden or expired report (foundReportRules.expiryDays after it was filed, as an
 * alert leaves at its own expiry) leaves everyone's device but its author's, who sees how it
 * ended. Each copy is the report as its holder may see it.
 */
export interface FoundAudienceDeps {
  audience: FoundAudienceRepository
  broadcaster: ChangeBroadcaster
  usersNear: (centre: Centre, km: number) => Promise<string[]>
  savedLocation: (userId: string) => Promise<Centre | null>
  findRow: (id: string) => Promise<FoundReportRow | undefined>
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
  const { audience, broadcaster } = deps

  function publish(
    entries: readonly FoundAudienceEntry[],
    rows: ReadonlyMap<string, FoundReportRow>,
  ) {
    for (const entry of entries) {
      const row = rows.get(entry.reportId)
      if (!row) continue
      const document: Tombstoned<FoundReportDoc> = {
        ...toFoundReportDoc(row, entry.userId),
        _deleted: !entry.visible,
      }
      broadcaster.publish([entry.userId], {
        collection: 'foundReports',
        documents: [document],
        checkpoint: { seq: entry.seq },
      })
    }
  }

  return {
    /** Applies the rule to one report (new, changed, hidden, unhidden, reunited, expired). */
    async refreshReport(row: FoundReportRow): Promise<string[]> {
      const near = isLive(row, deps.now().toISOString())
        ? await deps.usersNear(cellOf(row), deps.feedRadiusKm)
        : []
      const wanted = new Set([row.reporter_id, ...near])
      const changes: FoundAudienceChange[] = []
      const seen = new Set<string>()
      for (const holder of await audience.ofReport(row.id)) {
        seen.add(holder.userId)
        if (!holder.visible && !wanted.has(holder.userId)) continue
        changes.push({ ...holder, visible: wanted.has(holder.userId) })
      }
      const added = [...wanted].filter((userId) => !seen.has(userId))
      for (const userId of added) {
        changes.push({ userId, reportId: row.id, visible: true, own: userId === row.reporter_id })
      }
      publish(await audience.write(changes), new Map([[row.id, row]]))
      return added
    },

    /** Applies the rule to one user after their saved location changed. */
    async refreshUser(userId: string): Promise<void> {
      const centre = await deps.savedLocation(userId)
      const limit = distance2OfKm(deps.feedRadiusKm)
      const nearby = centre
        ? (
            await audience.inBox(
              boxAround(centre, deps.feedRadiusKm),
              deps.now().toISOString(),
              NEARBY_MAX,
            )
          ).filter((row) => distance2(centre, cellOf(row)) <= limit)
        : []
      const wanted = new Map(nearby.map((row) => [row.id, row]))
      const held = await audience.ofUser(userId)
      const heldIds = new Set(held.map((entry) => entry.reportId))
      const changes: FoundAudienceChange[] = []
      for (const entry of held) {
        if (!entry.own && !wanted.has(entry.reportId)) changes.push({ ...entry, visible: false })
      }
      for (const row of nearby) {
        if (!heldIds.has(row.id)) {
          changes.push({ userId, reportId: row.id, visible: true, own: row.reporter_id === userId })
        }
      }
      if (changes.length === 0) return
      const entries = await audience.write(changes)
      const rows = new Map(wanted)
      for (const entry of entries) {
        if (rows.has(entry.reportId)) continue
        const row = await deps.findRow(entry.reportId)
        if (row) rows.set(row.id, row)
      }
      publish(entries, rows)
    },
  }
}

export type FoundAudience = ReturnType<typeof createFoundAudience>
