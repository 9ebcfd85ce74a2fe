import { combineLatest, map, type Observable } from 'rxjs'
import type { HuellitasDatabase } from '../../../db'
import type { FoundReportDoc } from '../../../db/schemas/found-reports.schema'
import { mergePending, observePendingWrites, type WithSyncState } from '../../../sync'

/**
 * The found-pets feature's access to RxDB: the replicated `foundReports` collection (reports
 * near the user's place, and their own) with the user's queued reports laid over it, so one
 * made offline shows at once, marked pending, and becomes the server's copy when it arrives.
 */
export const FOUND_REPORTS = 'foundReports'

export type ListedFoundReport = WithSyncState<FoundReportDoc>

export function observeFoundReports(database: HuellitasDatabase): Observable<ListedFoundReport[]> {
  const replicated = database.foundReports
    .find()
    .$.pipe(map((documents) => documents.map((document) => document.toJSON() as FoundReportDoc)))
  return combineLatest([replicated, observePendingWrites(FOUND_REPORTS)]).pipe(
    map(([reports, entries]) => mergePending(reports, entries)),
  )
}
