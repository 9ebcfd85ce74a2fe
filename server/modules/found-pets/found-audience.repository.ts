import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { createAudienceRows } from '../sync/place-audience.repository.js'

/**
 * The `foundReports` feed: who holds which report (sync/place-audience.repository.ts over
 * found_report_audience, with a user's pull joined with the reports) and the live reports in a
 * box.
 */
export function createFoundAudienceRepository(db: Kysely<Database>) {
  return {
    ...createAudienceRows(db, {
      table: 'found_report_audience',
      itemColumn: 'found_report_id',
      items: 'found_reports',
      feed: 'foundReports',
    }),

    /** Live reports (found-audience.ts isLive) whose privacy cell lies in the box. */
    inBox(
      box: { minLat: number; maxLat: number; minLon: number; maxLon: number },
      now: string,
      limit: number,
    ) {
      return db
        .selectFrom('found_reports')
        .selectAll()
        .where('hidden', '=', 0)
        .where('status', '=', 'open')
        .where('expires_at', '>', now)
        .where('cell_latitude', '>=', box.minLat)
        .where('cell_latitude', '<=', box.maxLat)
        .where('cell_longitude', '>=', box.minLon)
        .where('cell_longitude', '<=', box.maxLon)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute()
    },
  }
}

export type FoundAudienceRepository = ReturnType<typeof createFoundAudienceRepository>
