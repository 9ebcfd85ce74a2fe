import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { createAudienceRows } from '../sync/place-audience.repository.js'
import type { FoundReportRow } from './found-doc.js'

/**
 * The `foundReports` feed: who holds which report (sync/place-audience.repository.ts over
 * found_report_audience), the live reports in a box, and a user's pull joined with the reports.
 */
export function createFoundAudienceRepository(db: Kysely<Database>) {
  return {
    ...createAudienceRows(db, {
      table: 'found_report_audience',
      itemColumn: 'found_report_id',
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

    async pull(
      userId: string,
      afterSeq: number,
      limit: number,
    ): Promise<{ seq: number; visible: boolean; report: FoundReportRow }[]> {
      const rows = await db
        .selectFrom('found_report_audience as a')
        .innerJoin('found_reports as r', 'r.id', 'a.found_report_id')
        .selectAll('r')
        .select(['a.seq as audience_seq', 'a.visible as audience_visible'])
        .where('a.user_id', '=', userId)
        .where('a.seq', '>', afterSeq)
        .orderBy('a.seq')
        .limit(limit)
        .execute()
      return rows.map(({ audience_seq, audience_visible, ...report }) => ({
        seq: Number(audience_seq),
        visible: Number(audience_visible) === 1,
        report,
      }))
    },
  }
}

export type FoundAudienceRepository = ReturnType<typeof createFoundAudienceRepository>
