import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { allocateChangeSeqs } from '../sync/change-sequence.repository.js'
import type { FoundReportRow } from './found-doc.js'

/**
 * The `foundReports` feed: one row per (user, report) the user holds or held on their device,
 * as lost_pet_audience is for alerts (lost-pets-audience.repository.ts): changes are written
 * with fresh seqs taken first in the transaction, so a pull never skips one.
 */
export interface FoundAudienceChange {
  userId: string
  reportId: string
  visible: boolean
  own: boolean
}

export interface FoundAudienceEntry extends FoundAudienceChange {
  seq: number
}

export function createFoundAudienceRepository(db: Kysely<Database>) {
  return {
    async write(changes: readonly FoundAudienceChange[]): Promise<FoundAudienceEntry[]> {
      if (changes.length === 0) return []
      return db.transaction().execute(async (trx) => {
        const first = await allocateChangeSeqs(trx, 'foundReports', changes.length)
        const entries = changes.map((change, index) => ({ ...change, seq: first + index }))
        // Chunks keep every statement under both databases' bound-parameter limits.
        for (let start = 0; start < entries.length; start += 500) {
          await trx
            .insertInto('found_report_audience')
            .values(
              entries.slice(start, start + 500).map((entry) => ({
                user_id: entry.userId,
                found_report_id: entry.reportId,
                seq: entry.seq,
                visible: entry.visible ? 1 : 0,
                own: entry.own ? 1 : 0,
              })),
            )
            .onConflict((oc) =>
              oc.columns(['user_id', 'found_report_id']).doUpdateSet((eb) => ({
                seq: eb.ref('excluded.seq'),
                visible: eb.ref('excluded.visible'),
                own: eb.ref('excluded.own'),
              })),
            )
            .execute()
        }
        return entries
      })
    },

    async ofReport(reportId: string): Promise<FoundAudienceChange[]> {
      const rows = await db
        .selectFrom('found_report_audience')
        .select(['user_id', 'visible', 'own'])
        .where('found_report_id', '=', reportId)
        .execute()
      return rows.map((row) => ({
        userId: row.user_id,
        reportId,
        visible: Number(row.visible) === 1,
        own: Number(row.own) === 1,
      }))
    },

    async ofUser(userId: string): Promise<FoundAudienceChange[]> {
      const rows = await db
        .selectFrom('found_report_audience')
        .select(['found_report_id', 'own'])
        .where('user_id', '=', userId)
        .where('visible', '=', 1)
        .execute()
      return rows.map((row) => ({
        userId,
        reportId: row.found_report_id,
        visible: true,
        own: Number(row.own) === 1,
      }))
    },

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
