import { sql, type Insertable, type Kysely, type Transaction } from 'kysely'
import type { FoundSpecies } from '../../contract/found-reports.enums.js'
import type { FoundReportsTable } from '../../db/found-reports-tables.js'
import { photoPathsOf } from '../../db/json-text.js'
import type { Database } from '../../db/schema.js'
import type { Box } from '../lost-pets/lost-pets-geo.js'
import type { FoundReportRow } from './found-doc.js'

/** What the scoring reads of a report (the rest is fetched for the best few only). */
export const scoredColumns = [
  'id',
  'reporter_id',
  'species',
  'breed',
  'colours',
  'size',
  'sex',
  'cell_latitude',
  'cell_longitude',
  'found_date',
  'found_time',
] as const
export type ScoredReport = Pick<FoundReportRow, (typeof scoredColumns)[number]>

export type NewFoundReportRow = Omit<
  Insertable<FoundReportsTable>,
  'hidden' | 'flag_count' | 'expiry_swept' | 'hidden_in_feed'
>

/** The candidates' prefilter: species, the squares of the reach, the dates, the box. */
export interface NearQuery {
  species: FoundSpecies
  tiles: number[]
  box: Box
  /** YYYY-MM-DD, inclusive */
  fromDate: string
  toDate: string
}

/** Found reports: rows, flags, links. The feed's rows are in found-audience.repository.ts. */
export function createFoundReportsRepository(db: Kysely<Database>) {
  const find = (
    id: string,
    executor: Kysely<Database> | Transaction<Database> = db,
  ): Promise<FoundReportRow | undefined> =>
    executor.selectFrom('found_reports').selectAll().where('id', '=', id).executeTakeFirst()

  return {
    find,

    /**
     * Inserts the report in the group commit's transaction; undefined when its id is taken (by
     * a report stored before, or committing meanwhile).
     */
    insertIn(
      trx: Transaction<Database>,
      row: NewFoundReportRow,
    ): Promise<FoundReportRow | undefined> {
      return trx
        .insertInto('found_reports')
        .values(row)
        .onConflict((oc) => oc.column('id').doNothing())
        .returningAll()
        .executeTakeFirst()
    },

    findMany(ids: readonly string[]): Promise<FoundReportRow[]> {
      if (ids.length === 0) return Promise.resolve([])
      return db.selectFrom('found_reports').selectAll().where('id', 'in', ids).execute()
    },

    /** Every photo path a report holds (for the sweep of photos no report holds). */
    photoPaths: () => photoPathsOf(db.selectFrom('found_reports').select('photos')),

    /**
     * Open, unhidden reports of `species` in the squares and box, found within the dates. The
     * covering found_reports_near_idx answers it alone: one range per square.
     */
    near(query: NearQuery): Promise<ScoredReport[]> {
      if (query.tiles.length === 0) return Promise.resolve([])
      return (
        db
          .selectFrom('found_reports')
          .select(scoredColumns)
          .where('species', '=', query.species)
          .where('tile', 'in', query.tiles)
          .where('found_date', '>=', query.fromDate)
          .where('found_date', '<=', query.toDate)
          .where('latitude', '>=', query.box.minLat)
          .where('latitude', '<=', query.box.maxLat)
          .where('longitude', '>=', query.box.minLon)
          .where('longitude', '<=', query.box.maxLon)
          // Literal, not bound: only then may the planner use the partial index (migration 0028).
          .where(sql<boolean>`status = 'open' and hidden = 0`)
          .execute()
      )
    },

    /**
     * One flag per (report, user); the `threshold`-th hides the report. Answers whether this
     * flag was new and whether the report is hidden now.
     */
    async flag(
      reportId: string,
      userId: string,
      now: string,
      threshold: number,
    ): Promise<{ added: boolean; hidden: boolean }> {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('found_report_flags')
          .values({ found_report_id: reportId, user_id: userId, created_at: now })
          .onConflict((oc) => oc.columns(['found_report_id', 'user_id']).doNothing())
          .executeTakeFirst()
        const added = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
        if (added) {
          // Counted from the flags themselves, so two flags at once cannot lose one.
          const count = sql<number>`(select count(*) from found_report_flags where found_report_id = ${reportId})`
          await trx
            .updateTable('found_reports')
            .set({
              flag_count: count,
              hidden: sql<number>`case when ${count} >= ${threshold} then 1 else hidden end`,
              hidden_in_feed: sql<number>`case when ${count} >= ${threshold} then 1 else hidden_in_feed end`,
              updated_at: now,
            })
            .where('id', '=', reportId)
            .execute()
        }
        const row = await trx
          .selectFrom('found_reports')
          .select('hidden')
          .where('id', '=', reportId)
          .executeTakeFirstOrThrow()
        return { added, hidden: Number(row.hidden) === 1 }
      })
    },

    /** Links a report to an alert unless it is linked to another; answers the row after. */
    async link(
      reportId: string,
      alertId: string,
      now: string,
    ): Promise<FoundReportRow | undefined> {
      await db
        .updateTable('found_reports')
        .set({ linked_lost_pet_id: alertId, updated_at: now })
        .where('id', '=', reportId)
        .where((eb) =>
          eb.or([eb('linked_lost_pet_id', 'is', null), eb('linked_lost_pet_id', '=', alertId)]),
        )
        .execute()
      return find(reportId)
    },

    /** Closes an open report; answers the row after and whether this call closed it. */
    async markReunited(
      reportId: string,
      now: string,
    ): Promise<{ row: FoundReportRow; closed: boolean } | undefined> {
      const result = await db
        .updateTable('found_reports')
        .set({ status: 'reunited', updated_at: now })
        .where('id', '=', reportId)
        .where('status', '=', 'open')
        .executeTakeFirst()
      const row = await find(reportId)
      return row && { row, closed: Number(result.numUpdatedRows) > 0 }
    },

    /** Open reports 'Es mi mascota' linked to an alert (closed with it when it is found). */
    openLinkedTo(alertId: string): Promise<FoundReportRow[]> {
      return db
        .selectFrom('found_reports')
        .selectAll()
        .where('linked_lost_pet_id', '=', alertId)
        .where('status', '=', 'open')
        .execute()
    },

    /** Reports past their expiry whose expiry the feeds have not been told about yet. */
    unsweptExpired(now: string, limit: number): Promise<{ id: string }[]> {
      return (
        db
          .selectFrom('found_reports')
          .select('id')
          // Literal: found_reports_expiry_idx is partial on it.
          .where(sql<boolean>`expiry_swept = 0`)
          .where('expires_at', '<=', now)
          .limit(limit)
          .execute()
      )
    },

    async markSwept(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return
      await db
        .updateTable('found_reports')
        .set({ expiry_swept: 1 })
        .where('id', 'in', ids)
        .execute()
    },

    /** Reports an operator unhid (`hidden` cleared) that the feeds still hold as hidden. */
    unhiddenSinceFeed(limit: number): Promise<{ id: string }[]> {
      return db
        .selectFrom('found_reports')
        .select('id')
        .where(sql<boolean>`hidden_in_feed = 1`)
        .where('hidden', '=', 0)
        .limit(limit)
        .execute()
    },

    async markShownInFeed(id: string): Promise<void> {
      await db
        .updateTable('found_reports')
        .set({ hidden_in_feed: 0 })
        .where('id', '=', id)
        .where('hidden', '=', 0)
        .execute()
    },
  }
}

export type FoundReportsRepository = ReturnType<typeof createFoundReportsRepository>
